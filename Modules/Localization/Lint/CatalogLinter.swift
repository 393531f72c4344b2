/// Checks a String Catalog before it ships: every key translated in every shipped language, the
/// same format arguments (count, types, positions) as the source, and every plural form the
/// language's CLDR rules need. `localization-lint` (Tools/LocalizationLint) runs it in CI.
public struct CatalogLinter: Sendable {
  /// The languages that must be complete; `nil` means every language in the catalog.
  public var shippedLanguages: [String]?

  /// The source language is never checked against itself, even when listed in `shippedLanguages`.
  public init(shippedLanguages: [String]? = nil) {
    self.shippedLanguages = shippedLanguages
  }

  /// Every problem, sorted by key then language.
  public func lint(_ catalog: StringCatalog) -> [LintProblem] {
    let languages = (shippedLanguages ?? catalog.languages).filter { $0 != catalog.sourceLanguage }
    var problems: [LintProblem] = []
    for key in catalog.keys {
      guard let entry = catalog[key] else { continue }
      let source = entry.localizations[catalog.sourceLanguage] ?? .single(key)
      let sourceCheck = check(source, key: key, language: catalog.sourceLanguage)
      problems += sourceCheck.problems
      guard entry.shouldTranslate else { continue }
      for language in languages {
        guard let message = entry.localizations[language] else {
          problems.append(
            LintProblem(key: key, language: language, kind: .missingTranslation, message: "missing translation"))
          continue
        }
        let result = check(message, key: key, language: language, sourceIsPlural: source.variesByPlural)
        problems += result.problems
        if let expected = sourceCheck.signature, let found = result.signature, expected != found {
          problems.append(
            LintProblem(
              key: key, language: language, kind: .argumentMismatch,
              message: "format arguments differ from \(catalog.sourceLanguage): expected \(expected), found \(found)"))
        }
      }
    }
    return problems.sorted()
  }

  /// Checks one message on its own: valid specifiers, consistent types, required plural forms.
  /// Returns its argument signature when it has one.
  private func check(
    _ message: LocalizedMessage, key: String, language: String, sourceIsPlural: Bool = false
  ) -> (signature: FormatSignature?, problems: [LintProblem]) {
    var problems: [LintProblem] = []
    func problem(_ kind: LintProblem.Kind, _ text: String) {
      problems.append(LintProblem(key: key, language: language, kind: kind, message: text))
    }

    let required = PluralRules.categories(for: language)
    func requireForms(_ present: Set<PluralCategory>, label: String) {
      if !PluralRules.hasRules(for: language) {
        problem(.unknownPluralRules, "no CLDR plural rules known for '\(language)'\(label)")
        return
      }
      let names = required.map(\.rawValue).joined(separator: ", ")
      for category in required where !present.contains(category) {
        problem(
          .missingPluralForm(category),
          "missing plural form '\(category.rawValue)'\(label) (\(language) needs \(names))")
      }
    }

    switch message.variants {
    case .plural(let forms): requireForms(Set(forms.keys), label: "")
    case .single:
      // A plain string is the "other" form; fine for a plural source only in "other"-only
      // languages (ja) or when the translation varies through its own substitutions.
      if sourceIsPlural, message.substitutions.isEmpty { requireForms([.other], label: "") }
    }
    for (name, substitution) in message.substitutions.sorted(by: { $0.key < $1.key }) {
      requireForms(Set(substitution.forms.keys), label: " in '%#@\(name)@'")
    }

    do {
      return (try FormatSignature(message), problems)
    } catch {
      problem(.invalidFormat, error.description)
      return (nil, problems)
    }
  }
}

extension LocalizedMessage {
  var variesByPlural: Bool {
    if case .plural = variants { return true }
    return !substitutions.isEmpty
  }
}
