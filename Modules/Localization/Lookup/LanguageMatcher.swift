/// Picks the UI language from the user's preferences and what the catalog has.
public enum LanguageMatcher {
  /// The first preferred language whose base language is available, kept with its region (so
  /// dates use `es-MX` conventions while text comes from `es`); otherwise `fallback`.
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
