/// Picks the UI language from the user's preferences and what the catalog has.
///
/// ```swift
/// LanguageMatcher.bestMatch(for: ["es-MX", "en-US"], available: ["en", "es", "fr"]) // "es-MX"
/// LanguageMatcher.bestMatch(for: ["sv-SE"], available: ["en", "es"])               // "en"
/// ```
public enum LanguageMatcher {
  /// The first preferred language whose base language is available, kept with its region (so
  /// dates use `es-MX` conventions while text comes from `es`); otherwise `fallback`.
  ///
  /// ```swift
  /// LanguageMatcher.bestMatch(for: Locale.preferredLanguages, available: catalog.languages)
  /// ```
  public static func bestMatch(for preferred: [String], available: [String], fallback: String = "en") -> String {
    let availableTags = Set(available.map { LanguageTag($0).identifier })
    let availableBases = Set(available.map { LanguageTag($0).language })
    for raw in preferred {
      let tag = LanguageTag(raw)
      if tag.pseudoLocalization != nil || availableTags.contains(tag.identifier)
        || availableBases.contains(tag.language)
      {
        return tag.identifier
      }
    }
    return fallback
  }
}
