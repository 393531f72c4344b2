import Observability
import Testing

@testable import Localization

@Suite("Lookup and fallback")
struct FallbackTests {
  @Test("region → language → base → key")
  func chain() throws {
    let sample = try catalog(sampleCatalogJSON)
    let mexico = Localizer(catalog: sample, language: "es-MX")
    #expect(mexico.lookupChain == ["es-MX", "es", "en"])
    #expect(mexico.string("greeting", "Ana") == "¡Qué onda, Ana!")
    #expect(Localizer(catalog: sample, language: "es-AR").string("greeting", "Ana") == "¡Hola, Ana!")
    #expect(mexico.string("only.english") == "Only in English")
    #expect(mexico.string("no.such.key") == "no.such.key")
    #expect(Localizer(catalog: sample, language: "sv").string("greeting", "Ana") == "Hello, Ana!")
  }

  @Test(
    "platform spellings are normalised",
    arguments: [
      ("es_MX", "es-MX"), ("es_MX.UTF-8", "es-MX"), ("ZH-hant-tw", "zh-Hant-TW"), ("es-419", "es-419"), ("C", "en"),
      ("fr", "fr"),
    ])
  func normalisation(raw: String, expected: String) {
    #expect(LanguageTag(raw).identifier == expected)
  }

  @Test("script tags fall back through the script")
  func scripts() {
    #expect(LanguageTag("zh-Hant-TW").fallbackIdentifiers == ["zh-Hant-TW", "zh-Hant", "zh"])
  }

  @Test("a missing key is reported once per language, at debug")
  func warnsOnce() throws {
    let (diagnostics, memory) = memoryDiagnostics()
    let spanish = Localizer(catalog: try catalog(sampleCatalogJSON), language: "es-MX", diagnostics: diagnostics)
    for _ in 0..<5 { _ = spanish.string("only.english") }
    _ = spanish.string("untranslated.new")
    _ = spanish.switching(to: "es").string("only.english")  // same language, same diagnostics
    let reports = memory.records.filter { $0.level == .debug }
    #expect(reports.count == 2 && memory.records.count == 2)
    #expect(reports.map(\.message).contains("missing localization only.english [es]; showing en"))
    #expect(diagnostics.reportedProblems == ["missing only.english [es]", "missing untranslated.new [es]"])

    _ = spanish.switching(to: "fr").string("only.english")  // another language: warned again
    #expect(memory.records.count == 3)
    _ = spanish.string("no.such.key")
    #expect(memory.records.last?.message == "missing localization no.such.key [es]; showing the key")
  }

  @Test("falling back from a region to its language is not reported")
  func regionFallbackIsSilent() throws {
    let (diagnostics, memory) = memoryDiagnostics()
    _ = Localizer(catalog: try catalog(sampleCatalogJSON), language: "es-AR", diagnostics: diagnostics)
      .string("greeting", "Ana")
    #expect(memory.records.isEmpty)
  }

  @Test("a translation with the wrong argument type falls back to the base language, once")
  func wrongTypeFallsBack() throws {
    let (diagnostics, memory) = memoryDiagnostics()
    let french = Localizer(catalog: try catalog(sampleCatalogJSON), language: "fr", diagnostics: diagnostics)
    #expect(french.string("greeting", "Ana") == "Hello, Ana!")  // fr has %lld for a name
    #expect(french.string("greeting", "Ana") == "Hello, Ana!")
    #expect(memory.records.count == 1)
    #expect(memory.records.first?.message.contains("cannot format greeting [fr]") == true)
    #expect(memory.allText.contains("Ana") == false)  // argument values are never logged
  }

  @Test("wrong arguments everywhere fall back to the key")
  func wrongArgumentsEverywhere() throws {
    let sample = try catalog(sampleCatalogJSON)
    let english = Localizer(catalog: sample, language: "en", diagnostics: memoryDiagnostics().0)
    #expect(english.string("greeting") == "greeting")  // no argument for %@
    #expect(english.string("progress", "three", "ten") == "progress")  // plural needs a number
    #expect(english.plural("progress", count: 2) == "progress")  // %2$lld missing
  }

  @Test("plural forms follow the language of the text shown")
  func pluralLanguageFollowsText() throws {
    let sample = try catalog(sampleCatalogJSON)
    let russian = Localizer(catalog: sample, language: "ru")
    #expect(russian.plural("progress", count: 1, 10) == "1 карточка из 10")
    #expect(russian.plural("progress", count: 3, 10) == "3 карточки из 10")
    #expect(russian.plural("progress", count: 5, 10) == "5 карточек из 10")
    #expect(russian.plural("progress", count: 21, 30) == "21 карточка из 30")
    // French has no "progress": English text, English rules ("1 … cue", not French's 0/1 rule).
    let french = Localizer(catalog: sample, language: "fr", diagnostics: memoryDiagnostics().0)
    #expect(french.plural("progress", count: 0, 10) == "0 of 10 cues done")
    #expect(french.plural("progress", count: 1, 10) == "1 of 10 cue done")
    #expect(Localizer(catalog: sample, language: "ja").plural("progress", count: 3, 10) == "10枚中3枚")
  }

  @Test("an empty catalog shows keys and never crashes")
  func emptyCatalog() {
    let localizer = Localizer(catalog: .empty, language: "fr", diagnostics: memoryDiagnostics().0)
    #expect(localizer.string("session.signed_out") == "session.signed_out")
    #expect(localizer.plural("cards.count", count: 3) == "cards.count")
  }

  @Test("a key with no source text is its own source text (Xcode's rule)")
  func keyAsSource() throws {
    let parsed = try catalog(
      #"{"sourceLanguage":"en","strings":{"Done":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Terminé"}}}}}}"#
    )
    #expect(Localizer(catalog: parsed, language: "en").string("Done") == "Done")
    #expect(Localizer(catalog: parsed, language: "fr").string("Done") == "Terminé")
  }

  @Test("the localizer is usable from any task")
  func sendable() async throws {
    let localizer = Localizer(catalog: try sampleCatalog(), language: "de")
    let results = await withTaskGroup(of: String.self) { group in
      for count in 0..<50 { group.addTask { localizer.plural("cards.count", count: count) } }
      var all: [String] = []
      for await text in group { all.append(text) }
      return all
    }
    #expect(results.count == 50)
    #expect(results.contains("1 Karte") && results.contains("7 Karten"))
  }

  @Test("the language matcher keeps the region when the language is available")
  func matcher() {
    #expect(LanguageMatcher.bestMatch(for: ["es-MX", "en-US"], available: ["en", "es"]) == "es-MX")
    #expect(LanguageMatcher.bestMatch(for: ["sv-SE", "fr-CA"], available: ["en", "fr"]) == "fr-CA")
    #expect(LanguageMatcher.bestMatch(for: ["sv"], available: ["en", "es"]) == "en")
    #expect(LanguageMatcher.bestMatch(for: [], available: ["en"]) == "en")
  }

  @Test("isTranslated tells own text from source fallbacks")
  func isTranslated() throws {
    let sample = try catalog(sampleCatalogJSON)
    #expect(Localizer(catalog: sample, language: "es-MX").isTranslated("greeting"))
    #expect(!Localizer(catalog: sample, language: "es-MX").isTranslated("only.english"))
    #expect(Localizer(catalog: sample, language: "en-GB").isTranslated("only.english"))
    #expect(!Localizer(catalog: sample, language: "en").isTranslated("no.such.key"))
  }
}
