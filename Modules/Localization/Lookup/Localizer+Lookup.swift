extension Localizer {
  /// Walks the lookup chain: the first language whose text exists *and* formats with these
  /// arguments wins; a failure is reported once and the next language is tried; the key is the
  /// last resort.
  func resolve(_ key: String, arguments: [LocalizationArgument]) -> String {
    let entry = catalog[key]
    let wanted = expectedIndex
    var wantedIsMissing = false
    for (index, language) in lookupChain.enumerated() {
      guard var message = message(for: key, entry: entry, language: language) else {
        if index == wanted { wantedIsMissing = true }
        continue
      }
      if let pseudo = pseudoLocalization { message = message.pseudolocalized(pseudo) }
      do {
        // Plural rules follow the language of the text we show, not the one we were asked for.
        let text = try message.render(arguments, language: language)
        if wantedIsMissing, let wanted {
          if shipsLanguage {
            diagnostics.missing(key: key, language: lookupChain[wanted], shown: language)
          } else {
            diagnostics.languageNotShipped(lookupChain[wanted], shown: language)
          }
        }
        return text
      } catch {
        diagnostics.formatFailed(key: key, language: language, error: error)
      }
    }
    if entry == nil || wantedIsMissing {
      diagnostics.missing(key: key, language: wanted.map { lookupChain[$0] } ?? tag.identifier, shown: nil)
    }
    return key
  }

  /// The message for one language. With no source-language localization, an entry's key is its
  /// source text (Xcode's rule for catalogs keyed by English sentences).
  private func message(for key: String, entry: CatalogEntry?, language: String) -> LocalizedMessage? {
    guard let entry else { return nil }
    if let message = entry.localizations[language] { return message }
    return language == catalog.sourceLanguage ? .single(key) : nil
  }

  /// Where in the chain a translation is expected: the tag's base language. Falling back past it
  /// is worth a warning; falling back from a region ("es-MX") to its language ("es") is normal.
  private var expectedIndex: Int? {
    guard pseudoLocalization == nil else { return nil }
    return lookupChain.firstIndex(of: tag.language)
  }

  static func chain(for tag: LanguageTag, source: String) -> [String] {
    var chain: [String]
    switch tag.pseudoLocalization {
    case .accented?: chain = LanguageTag(tag.language).fallbackIdentifiers  // en-XA shows English, accented
    case .rightToLeft?: chain = []  // ar-XB shows the source text, mirrored
    case nil: chain = tag.fallbackIdentifiers
    }
    chain.append(source)
    var seen: Set<String> = []
    return chain.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  static func formattingLanguage(for tag: LanguageTag, source: String) -> String {
    switch tag.pseudoLocalization {
    case .accented?: tag.language
    case .rightToLeft?: source
    case nil: tag.identifier.isEmpty ? source : tag.identifier
    }
  }
}

extension LocalizedMessage {
  /// Chooses the plural form (by argument 1) and fills in the arguments.
  func render(_ arguments: [LocalizationArgument], language: String) throws(FormatError) -> String {
    let template: String
    switch variants {
    case .single(let text):
      template = text
    case .plural(let forms):
      guard let operands = arguments.first?.pluralOperands else { throw .missingPluralSelector(position: 1) }
      let category = PluralRules.category(for: operands, language: language)
      guard let form = forms[category] ?? forms[.other] else { throw .missingPluralForm(category) }
      template = form
    }
    return try FormatRenderer(substitutions: substitutions, pluralLanguage: language, arguments: arguments)
      .render(template)
  }
}
