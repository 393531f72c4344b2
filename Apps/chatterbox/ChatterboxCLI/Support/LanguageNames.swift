import ChatterboxAPI
import Foundation

/// Names a language in the UI language, via the platform's CLDR data, falling back to the
/// server's English name.
struct LanguageNames {
  let uiLanguage: String

  func name(for language: Language) -> String {
    Locale(identifier: uiLanguage).localizedString(forLanguageCode: language.code) ?? language.englishName
  }
}
