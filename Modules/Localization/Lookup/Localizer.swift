import Foundation

/// A snapshot of the catalog and one UI language: a value you can copy to any thread, task or
/// actor and use without locks (`Sendable`). Command-line tools use it directly; apps get one from
/// ``LocalizationProvider/localizer`` and the provider's observers learn when it is replaced.
///
/// Lookup order: the tag (`es-MX`), its language (`es`), the catalog's source language (`en`),
/// then the key itself. A missing key or a translation whose arguments do not fit is logged once
/// and the next language in the chain is used — never a crash.
///
/// ```swift
/// let localizer = Localizer(catalog: try StringCatalog(contentsOf: catalogURL), language: "es-MX")
/// localizer.string("session.signed_in_as", "a•••@example.com") // "Sesión iniciada como a•••@example.com."
/// localizer.plural("items.count", count: 3)                    // "3 elementos"
/// ```
public struct Localizer: Sendable {
  /// The catalog every lookup reads.
  ///
  /// ```swift
  /// localizer.catalog.languages // ["ar", "de", "en", "es", "fr", "ja", "ru"]
  /// ```
  public let catalog: StringCatalog
  /// The UI language, normalised ("es-MX", "en-XA").
  ///
  /// ```swift
  /// Localizer(catalog: catalog, language: "es_MX").tag.region // "MX"
  /// ```
  public let tag: LanguageTag
  /// The locale dates and numbers are formatted in (the UI language's, unless injected).
  ///
  /// ```swift
  /// Localizer(catalog: catalog, language: "fr").locale.identifier // "fr"
  /// ```
  public let locale: Locale
  /// Where lookup problems are reported (shared with localizers derived by ``switching(to:)``).
  ///
  /// ```swift
  /// localizer.diagnostics.reportedProblems // ["missing items.count [es]"]
  /// ```
  public let diagnostics: LocalizationDiagnostics
  /// The languages tried in order, before falling back to the key.
  ///
  /// ```swift
  /// Localizer(catalog: catalog, language: "es-MX").lookupChain // ["es-MX", "es", "en"]
  /// ```
  public let lookupChain: [String]
  /// Whether the catalog has the wanted language at all; when not, falling back is reported once
  /// for the language instead of once per key.
  let shipsLanguage: Bool

  /// Creates a localizer for `language`.
  ///
  /// ```swift
  /// let french = Localizer(catalog: catalog, language: "fr")
  /// let fixed = Localizer(catalog: catalog, language: "fr", locale: Locale(identifier: "fr_CA"))
  /// ```
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
  ///
  /// ```swift
  /// localizer.language // "es-MX"
  /// ```
  public var language: String { tag.identifier }

  /// The pseudolocalization this language selects (`en-XA`, `ar-XB`), if any.
  ///
  /// ```swift
  /// Localizer(catalog: catalog, language: "en-XA").pseudoLocalization // .accented
  /// ```
  public var pseudoLocalization: PseudoLocalization? { tag.pseudoLocalization }

  /// Which way the UI runs in this language.
  ///
  /// ```swift
  /// Localizer(catalog: catalog, language: "ar").textDirection // .rightToLeft
  /// ```
  public var textDirection: TextDirection { tag.textDirection }

  /// The same catalog and diagnostics in another language (the locale follows the language).
  ///
  /// ```swift
  /// let german = localizer.switching(to: "de")
  /// ```
  public func switching(to language: String) -> Localizer {
    Localizer(catalog: catalog, language: language, diagnostics: diagnostics)
  }

  /// The text for `key`, formatted with `arguments` (`%@`, `%lld`, `%1$@`, …). If the message
  /// varies by plural, argument 1 chooses the form.
  ///
  /// ```swift
  /// localizer.string("settings.language_switched", "Français")
  /// localizer.string("items.progress", 3, 10) // "3 of 10 items done"
  /// ```
  public func string(_ key: String, _ arguments: LocalizationArgument...) -> String {
    string(key, arguments: arguments)
  }

  /// The text for `key` with an argument array (for forwarding variadic arguments).
  ///
  /// ```swift
  /// localizer.string("session.signed_in_as", arguments: [.string(masked)])
  /// ```
  public func string(_ key: String, arguments: [LocalizationArgument]) -> String {
    resolve(key, arguments: arguments)
  }

  /// The plural text for `key`: `count` is argument 1 (choosing the form), `arguments` follow.
  ///
  /// ```swift
  /// localizer.plural("items.count", count: 1)                 // "1 item"
  /// localizer.plural("items.progress", count: 3, .int(10)) // "3 of 10 items done"
  /// ```
  public func plural(_ key: String, count: Int, _ arguments: LocalizationArgument...) -> String {
    resolve(key, arguments: [.int(count)] + arguments)
  }

  /// Whether `key` has text in this language (or its region / script fallbacks) rather than only
  /// in the source language. Always true for the source language's own keys.
  ///
  /// ```swift
  /// localizer.isTranslated("items.count") // true for "fr", false for "sv"
  /// ```
  public func isTranslated(_ key: String) -> Bool {
    guard let entry = catalog[key] else { return false }
    let own = tag.language == catalog.sourceLanguage ? lookupChain : lookupChain.filter { $0 != catalog.sourceLanguage }
    return own.contains { entry.localizations[$0] != nil }
  }
}
