import Testing

@testable import Localization

/// Switching language at run time is replacing one immutable `Localizer` with another
/// (`switching(to:)`): no restart, and a snapshot held elsewhere keeps its language.
@Suite("Switching language")
struct SwitchingTests {
  @Test("switching language changes the text without a restart")
  func switchesAtRuntime() throws {
    let english = Localizer(catalog: try sampleCatalog(), language: "en")
    #expect(english.string("session.signed_out") == "Signed out.")
    let french = english.switching(to: "fr")
    #expect(french.language == "fr")
    #expect(french.string("session.signed_out") == "Déconnecté.")
    #expect(french.plural("cards.count", count: 2) == "2 cartes")
    #expect(french.switching(to: "ar").textDirection == .rightToLeft)
  }

  @Test("a snapshot taken before a switch keeps its language")
  func snapshotsAreImmutable() async throws {
    let spanish = Localizer(catalog: try sampleCatalog(), language: "es")
    _ = spanish.switching(to: "de")
    let text = await Task.detached { spanish.string("session.signed_out") }.value
    #expect(text == "Sesión cerrada.")
  }

  @Test("a switched localizer keeps the catalog and the diagnostics")
  func keepsCatalogAndDiagnostics() throws {
    let (diagnostics, memory) = memoryDiagnostics()
    let english = Localizer(catalog: try sampleCatalog(), language: "en", diagnostics: diagnostics)
    let german = english.switching(to: "de-AT")
    #expect(german.catalog == english.catalog)
    #expect(german.lookupChain.first == "de-AT" && german.lookupChain.last == "en")
    _ = german.string("no.such.key")
    #expect(!memory.records.isEmpty, "the switched localizer reports through the host's diagnostics")
  }
}
