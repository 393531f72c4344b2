import TestSupport
import Testing

@testable import Localization

@Suite("Language names")
struct LanguageNamesTests {
  @Test(
    "endonyms, capitalised for menus",
    arguments: [
      ("en", "English"), ("es", "Español"), ("fr", "Français"), ("de", "Deutsch"), ("ru", "Русский"),
      ("ar", "العربية"), ("ja", "日本語"),
    ])
  func endonyms(code: String, expected: String) {
    #expect(LanguageNames.endonym(for: code) == expected)
    #expect(LanguageNames.endonym(for: code + "-XX") == expected)  // regions do not change the name
  }

  @Test("names in the UI language")
  func namesInUILanguage() {
    #expect(LanguageNames.name(for: "es", in: "fr") == "espagnol")
    #expect(LanguageNames.name(for: "de", in: "es") == "alemán")
    #expect(LanguageNames.name(for: "fr", in: "en") == "French")
    #expect(LanguageNames.name(for: "ja", in: "ru") == "японский")
    #expect(LanguageNames.name(for: "en-XA", in: "fr") == "English (pseudo-accented)")
  }

  /// The module has no name table: the app's languages (its catalog's) must each be named by
  /// Foundation in each of them, or a learner would read an English name or a bare code.
  @Test("Foundation names every shipped language in every shipped language", arguments: ShippedLanguages.all)
  func foundationNamesEveryShippedPair(display: String) {
    for language in ShippedLanguages.all {
      let name = LanguageNames.foundationName(for: language, in: display)
      #expect(name != nil, "\(language) in \(display)")
      #expect(LanguageNames.name(for: language, in: display) == name, "\(language) in \(display)")
    }
    #expect(LanguageNames.endonym(for: display) != display)
  }

  @Test("unknown codes fall back to the code itself")
  func unknownCode() {
    #expect(LanguageNames.name(for: "qqq", in: "xx") == "qqq")
  }

  @Test("the localizer names languages in its UI language")
  func localizerNames() throws {
    let french = Localizer(catalog: try sampleCatalog(), language: "fr")
    #expect(french.languageName(for: "es") == "espagnol")
    let line = french.string("profile.practising", .string(french.languageName(for: "ja")))
    #expect(line == "Langue pratiquée\u{00A0}: japonais")
  }
}
