import Foundation
import Testing

@testable import Localization

@Suite("Catalog loading")
struct CatalogLoadingTests {
  @Test("a catalog file parses")
  func file() throws {
    let catalog = try sampleCatalog()
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["ar", "de", "en", "es", "fr", "ja", "ru"])
  }

  @Test("plain strings, plural variations and substitutions are read")
  func shapes() throws {
    let catalog = try sampleCatalog()
    #expect(catalog["session.signed_out"]?.localizations["fr"] == .single("Déconnecté."))
    guard case .plural(let forms)? = catalog["cards.count"]?.localizations["ru"]?.variants else {
      Issue.record("cards.count [ru] is not plural")
      return
    }
    #expect(Set(forms.keys) == [.one, .few, .many, .other])
    let summary = try #require(catalog["cards.summary"]?.localizations["en"])
    #expect(summary.substitutions["days"]?.argumentNumber == 2)
  }

  @Test("not JSON is a typed error")
  func notJSON() {
    #expect(throws: LocalizationError.self) { try StringCatalog(data: Data("{ nope".utf8)) }
    do {
      _ = try StringCatalog(data: Data("{ nope".utf8))
    } catch {
      guard case .invalidJSON = error else {
        Issue.record("expected invalidJSON, got \(error)")
        return
      }
    }
  }

  @Test(
    "structural problems name the path",
    arguments: [
      (#"{"strings": {}}"#, "sourceLanguage"),
      (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {}}}}}"#, "strings.k.localizations.en"),
      (
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"ru": {"variations": {"plural": {"several": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}"#,
        "strings.k.localizations.ru.variations.plural.several"
      ),
      (
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "new"}}}}}}"#,
        "value"
      ),
      (#"{"sourceLanguage": "en", "strings": ["not", "an", "object"]}"#, "strings"),
      (#"{"sourceLanguage": "", "strings": {}}"#, "sourceLanguage"),
    ])
  func malformed(json: String, pathFragment: String) {
    do {
      _ = try StringCatalog(data: Data(json.utf8))
      Issue.record("expected an error for \(json)")
    } catch {
      guard case .malformed(let path, _) = error else {
        Issue.record("expected malformed, got \(error)")
        return
      }
      #expect(path.contains(pathFragment), "\(path)")
      #expect(error.description.contains("malformed"))
    }
  }

  @Test("a missing file is a typed error")
  func missingFile() {
    #expect(throws: LocalizationError.self) {
      try StringCatalog(contentsOf: URL(fileURLWithPath: "/nonexistent/Localizable.xcstrings"))
    }
  }

  @Test("empty 'new' placeholders count as missing, unknown fields are ignored")
  func placeholdersAndUnknownFields() throws {
    let parsed = try catalog(sampleCatalogJSON)
    #expect(parsed["untranslated.new"]?.localizations["es"] == nil)
    let withExtras = try catalog(
      #"{"sourceLanguage":"en","version":"1.1","futureField":1,"strings":{"k":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"v","futureUnitField":true}}}}}}"#
    )
    #expect(withExtras["k"]?.localizations["en"] == .single("v"))
  }

  @Test("device variations use the 'other' device")
  func deviceVariations() throws {
    let parsed = try catalog(
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"other":{"stringUnit":{"state":"translated","value":"Click"}}}}}}}}}"#
    )
    #expect(parsed["k"]?.localizations["en"] == .single("Click"))
  }
}
