extension LanguageNames {
  /// The built-in names of the shipped languages, by display language then language, as CLDR
  /// spells them mid-sentence (lowercase where the language does). Used when Foundation has no
  /// answer, and tested so it stays right.
  public static func fallbackName(for language: String, in display: String) -> String? {
    fallbackTable[LanguageTag(display).language]?[LanguageTag(language).language]
  }

  /// The languages the fallback table covers.
  public static var fallbackLanguages: [String] { fallbackTable.keys.sorted() }

  private static let fallbackTable: [String: [String: String]] = [
    "en": [
      "en": "English", "es": "Spanish", "fr": "French", "de": "German", "ru": "Russian",
      "ar": "Arabic", "ja": "Japanese",
    ],
    "es": [
      "en": "inglés", "es": "español", "fr": "francés", "de": "alemán", "ru": "ruso",
      "ar": "árabe", "ja": "japonés",
    ],
    "fr": [
      "en": "anglais", "es": "espagnol", "fr": "français", "de": "allemand", "ru": "russe",
      "ar": "arabe", "ja": "japonais",
    ],
    "de": [
      "en": "Englisch", "es": "Spanisch", "fr": "Französisch", "de": "Deutsch", "ru": "Russisch",
      "ar": "Arabisch", "ja": "Japanisch",
    ],
    "ru": [
      "en": "английский", "es": "испанский", "fr": "французский", "de": "немецкий", "ru": "русский",
      "ar": "арабский", "ja": "японский",
    ],
    "ar": [
      "en": "الإنجليزية", "es": "الإسبانية", "fr": "الفرنسية", "de": "الألمانية", "ru": "الروسية",
      "ar": "العربية", "ja": "اليابانية",
    ],
    "ja": [
      "en": "英語", "es": "スペイン語", "fr": "フランス語", "de": "ドイツ語", "ru": "ロシア語",
      "ar": "アラビア語", "ja": "日本語",
    ],
  ]
}
