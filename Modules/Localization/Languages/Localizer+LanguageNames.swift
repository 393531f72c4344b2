extension Localizer {
  /// The name of `language` in this localizer's UI language ("espagnol" when the UI is French).
  public func languageName(for language: String) -> String {
    LanguageNames.name(for: language, in: tag.pseudoLocalization == nil ? tag.language : catalog.sourceLanguage)
  }
}
