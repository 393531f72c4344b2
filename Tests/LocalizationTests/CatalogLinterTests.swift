import Testing

@testable import Localization

@Suite("Catalog lint")
struct CatalogLinterTests {
  /// en/es/fr complete except for one of each problem the lint must catch.
  static let brokenJSON = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "ok" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld para %1$@" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ a %lld" } }
        } },
        "missing.fr" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } }
        } },
        "mismatch" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Signed in as %@" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "Sesión de %lld" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Connecté en tant que %@ (%@)" } }
        } },
        "plural" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld cue" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cues" } } } } },
          "es" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld tarjeta" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de tarjetas" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tarjetas" } } } } },
          "fr" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld carte" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld cartes" } } } } }
        } },
        "bad.specifier" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "100% sure" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "100 %% seguro" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "sûr à 100 %%" } }
        } },
        "do.not.translate" : { "shouldTranslate" : false, "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Chatterbox" } }
        } }
      },
      "version" : "1.0"
    }
    """#

  static func problems() throws -> [LintProblem] {
    CatalogLinter(shippedLanguages: ["en", "es", "fr"]).lint(try catalog(brokenJSON))
  }

  @Test("a key missing in a shipped language")
  func missingKey() throws {
    let problems = try Self.problems().filter { $0.kind == .missingTranslation }
    #expect(problems.map(\.description) == ["missing.fr [fr]: missing translation"])
  }

  @Test("mismatched format arguments: type and count")
  func mismatchedArguments() throws {
    let problems = try Self.problems().filter { $0.kind == .argumentMismatch }
    #expect(
      problems.map(\.description) == [
        "mismatch [es]: format arguments differ from en: expected %1$@, found %1$lld",
        "mismatch [fr]: format arguments differ from en: expected %1$@, found %1$@, %2$@",
      ])
  }

  @Test("a plural form the CLDR rules need")
  func missingPluralForm() throws {
    let problems = try Self.problems().filter { if case .missingPluralForm = $0.kind { true } else { false } }
    #expect(problems.map(\.description) == ["plural [fr]: missing plural form 'many' (fr needs one, many, other)"])
  }

  @Test("an invalid specifier, and nothing else")
  func invalidSpecifierAndNoFalsePositives() throws {
    let problems = try Self.problems()
    #expect(
      problems.filter { $0.kind == .invalidFormat }.map(\.description) == [
        "bad.specifier [en]: invalid format specifier '% s'"
      ])
    // Reordered positions ("ok" in es), implicit vs explicit positions (fr) and untranslatable
    // keys are fine.
    #expect(!problems.contains { $0.key == "ok" || $0.key == "do.not.translate" })
    #expect(problems.count == 5)
  }

  @Test("a single string where the language needs plural forms")
  func singleForPlural() throws {
    let parsed = try catalog(
      #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld cue"}},"other":{"stringUnit":{"state":"translated","value":"%lld cues"}}}}},"ru":{"stringUnit":{"state":"translated","value":"%lld карт."}},"ja":{"stringUnit":{"state":"translated","value":"%lld 枚"}}}}}}"#
    )
    let problems = CatalogLinter().lint(parsed).map(\.description)
    #expect(problems.count == 3)  // ru lacks one, few, many; ja needs only "other"
    #expect(problems.allSatisfy { $0.hasPrefix("n [ru]: missing plural form") })
  }

  @Test("substitution forms are checked too")
  func substitutionForms() throws {
    let parsed = try catalog(
      #"{"sourceLanguage":"en","strings":{"s":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@d@"},"substitutions":{"d":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg day"}},"other":{"stringUnit":{"state":"translated","value":"%arg days"}}}}}}},"de":{"stringUnit":{"state":"translated","value":"%#@d@"},"substitutions":{"d":{"argNum":1,"formatSpecifier":"@","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg Tage"}}}}}}}}}}}"#
    )
    let problems = CatalogLinter().lint(parsed).map(\.description)
    #expect(
      problems == [
        "s [de]: format arguments differ from en: expected %1$lld, found %1$@",
        "s [de]: missing plural form 'one' in '%#@d@' (de needs one, other)",
      ])
  }
}
