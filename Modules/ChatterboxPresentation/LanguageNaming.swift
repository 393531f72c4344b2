import ChatterboxAPI
import Foundation
import Localization

/// Names a language in the UI language, via the platform's CLDR data, falling back to the
/// server's English name.
package struct LanguageNaming {
  package let uiLanguage: String

  /// Names languages in `uiLanguage`.
  package init(uiLanguage: String) { self.uiLanguage = uiLanguage }

  package func name(for language: Language) -> String {
    Localization.LanguageNames.name(for: language.code, in: uiLanguage)
  }

  package func name(code: String) -> String {
    Localization.LanguageNames.name(for: code, in: uiLanguage)
  }

  /// `code`'s name in `uiLanguage`, else the server's English name for it.
  ///
  /// ```swift
  /// LanguageNaming.name(code: "es", englishName: "Spanish", uiLanguage: "fr") // "espagnol"
  /// ```
  @Sendable package static func name(code: String, englishName: String, uiLanguage: String) -> String {
    let name = LanguageNames.name(for: code, in: uiLanguage)
    return name == code ? englishName : name
  }
}
