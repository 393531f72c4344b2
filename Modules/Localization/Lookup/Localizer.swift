import Foundation

/// A snapshot of the catalog and one UI language: a value you can copy to any thread, task or
/// actor and use without locks (`Sendable`). The host keeps the current one and replaces it on a
/// language switch (``switching(to:)``); whoever shows text reads the host's current one.
///
/// Lookup order: the tag (`es-MX`), its language (`es`), the catalog's source language (`en`),
/// then the key itself. A missing key or a translation whose arguments do not fit is logged once
/// and the next language in the chain is used — never a crash.
public struct Localizer: Sendable {
  /// The catalog every lookup reads.
  public let catalog: StringCatalog
  /// The UI language, normalised ("es-MX", "en-XA").
  public let tag: LanguageTag
  /// The locale dates and numbers are formatted in (the UI language's, unless injected).
  public let locale: Locale
  /// Where lookup problems are reported (shared with localizers derived by ``switching(to:)``).
  public let diagnostics: LocalizationDiagnostics
  /// The languages tried in order, before falling back to the key.
  public let lookupChain: [String]
  /// Whether the catalog has the wanted language at all; when not, falling back is reported once
  /// for the language instead of once per key.
  let shipsLanguage: Bool

  /// Creates a localizer for `language`.
  public init(
    catalog: StringCatalog, language: String, locale: Locale? = nil,
    diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()
  ) {
    let tag = LanguageTag(language)
    self.catalog = catalog
    self.tag = tag
    self.diagnostics = diagnostics
    self.lookupChain = Localizer.chain(for: tag, source: catalog.sourceLanguage)
    self.shipsLanguage = catalog.languages.contains(tag.language)
    self.locale = locale ?? Locale(identifier: Localizer.formattingLanguage(for: tag, source: catalog.sourceLanguage))
  }

  /// The UI language identifier ("es-MX").
  public var language: String { tag.identifier }

  /// The pseudolocalization this language selects (`en-XA`, `ar-XB`), if any.
  public var pseudoLocalization: PseudoLocalization? { tag.pseudoLocalization }

  /// Which way the UI runs in this language.
  public var textDirection: TextDirection { tag.textDirection }

  /// The same catalog and diagnostics in another language (the locale follows the language).
  public func switching(to language: String) -> Localizer {
    Localizer(catalog: catalog, language: language, diagnostics: diagnostics)
  }

  /// The text for `key`, formatted with `arguments` (`%@`, `%lld`, `%1$@`, …). If the message
  /// varies by plural, argument 1 chooses the form.
  public func string(_ key: String, _ arguments: LocalizationArgument...) -> String {
    string(key, arguments: arguments)
  }

  /// The text for `key` with an argument array (for forwarding variadic arguments).
  public func string(_ key: String, arguments: [LocalizationArgument]) -> String {
    resolve(key, arguments: arguments)
  }

  /// The plural text for `key`: `count` is argument 1 (choosing the form), `arguments` follow.
  public func plural(_ key: String, count: Int, _ arguments: LocalizationArgument...) -> String {
    resolve(key, arguments: [.int(count)] + arguments)
  }

  /// Whether `key` has text in this language (or its region / script fallbacks) rather than only
  /// in the source language. Always true for the source language's own keys.
  public func isTranslated(_ key: String) -> Bool {
    guard let entry = catalog[key] else { return false }
    let own = tag.language == catalog.sourceLanguage ? lookupChain : lookupChain.filter { $0 != catalog.sourceLanguage }
    return own.contains { entry.localizations[$0] != nil }
  }
}
