import Observability
import Observation
import Testing

@testable import Localization

@MainActor
@Suite("LocalizationProvider")
struct ProviderTests {
  @Test("switching language changes the text without a restart")
  func switchesAtRuntime() throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "en")
    #expect(provider.string("session.signed_out") == "Signed out.")
    provider.switchLanguage(to: "fr")
    #expect(provider.language == "fr")
    #expect(provider.string("session.signed_out") == "Déconnecté.")
    #expect(provider.plural("cards.count", count: 2) == "2 cartes")
    provider.switchLanguage(to: "ar")
    #expect(provider.textDirection == .rightToLeft)
  }

  @Test("Observation tracking fires on a switch")
  func observationTracking() throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "en")
    let fired = LockedValue(0)
    withObservationTracking {
      _ = provider.string("cards.offline_banner")
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    provider.switchLanguage(to: "es")
    #expect(fired.value == 1)
    #expect(provider.string("cards.offline_banner") == "Mostrando tarjetas guardadas")
  }

  @Test("switching to the same language notifies nobody")
  func sameLanguageIsQuiet() throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "de")
    let fired = LockedValue(0)
    withObservationTracking {
      _ = provider.language
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    provider.switchLanguage(to: "de")
    #expect(fired.value == 0)
  }

  @Test("the change stream delivers each switch to every subscriber")
  func changeStream() async throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "en")
    let first = provider.languageChanges()
    let second = provider.languageChanges()
    provider.switchLanguage(to: "ru")
    provider.switchLanguage(to: "ja-JP")
    provider.switchLanguage(to: "ja-JP")  // no change, no event
    provider.switchLanguage(to: "en")

    var received: [String] = []
    for await language in first {
      received.append(language)
      if received.count == 3 { break }
    }
    #expect(received == ["ru", "ja-JP", "en"])
    var iterator = second.makeAsyncIterator()
    #expect(await iterator.next() == "ru")
  }

  @Test("streams end when the provider goes away")
  func streamEndsWithProvider() async {
    var provider: LocalizationProvider? = LocalizationProvider(catalog: .empty, language: "en")
    let stream = provider!.languageChanges()
    provider?.switchLanguage(to: "fr")
    provider = nil
    var received: [String] = []
    for await language in stream { received.append(language) }
    #expect(received == ["fr"])
  }

  @Test("a snapshot taken before a switch keeps its language")
  func snapshotsAreImmutable() async throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "es")
    let snapshot = provider.localizer
    provider.switchLanguage(to: "de")
    let text = await Task.detached { snapshot.string("session.signed_out") }.value
    #expect(text == "Sesión cerrada.")
  }

  @Test("available languages come from the catalog")
  func availableLanguages() throws {
    let provider = LocalizationProvider(catalog: try sampleCatalog(), language: "en")
    #expect(provider.availableLanguages() == ["ar", "de", "en", "es", "fr", "ja", "ru"])
    #expect(provider.availableLanguages(includingPseudo: true).suffix(2) == ["en-XA", "ar-XB"])
  }
}
