import ChatterboxAPI
import Foundation
import Networking
import Observability
import SettingsFeature
import Testing

actor FakeAccounts: AccountRepository {
  private(set) var meCalls = 0
  private(set) var configCalls = 0
  private(set) var profile: Profile? = Profile(id: "p-en", languageCode: "en", createdAt: .distantPast)

  func me() async throws(NetworkError) -> Me {
    meCalls += 1
    return Me(account: Account(id: "a", email: "ana@example.com", flags: []), activeProfile: profile)
  }
  func appConfig() async throws(NetworkError) -> AppConfig {
    configCalls += 1
    return AppConfig(
      supportedLanguages: [
        Language(code: "en", englishName: "English", nativeName: "English"),
        Language(code: "es", englishName: "Spanish", nativeName: "Español"),
        Language(code: "fr", englishName: "French", nativeName: "Français"),
      ], featureFlags: [:], minClientVersion: "0.1.0", upload: UploadLimits(maxBytes: 1, contentTypes: []))
  }
  func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    guard ["en", "es", "fr"].contains(languageCode) else { throw .server(status: 422, code: "unsupported_language", message: nil) }
    let new = Profile(id: "p-\(languageCode)", languageCode: languageCode, createdAt: .distantPast)
    profile = new
    return new
  }
}

@MainActor
@Suite("Settings")
struct SettingsViewModelTests {
  nonisolated static let names: [String: [String: String]] = ["en": ["es": "Spanish", "fr": "French", "en": "English"], "fr": ["es": "espagnol", "fr": "français", "en": "anglais"]]

  func make(_ accounts: FakeAccounts, reloaded: LockedValue<[String]>, ui: LockedValue<String>) -> SettingsViewModel {
    let environment = SettingsEnvironment(
      currentUILanguage: { ui.value },
      setUILanguage: { code in
        guard Self.names[code] != nil else { return false }
        ui.withLock { $0 = code }
        return true
      },
      option: { language in
        LanguageOption(code: language.code, nativeName: language.nativeName, localizedName: Self.names[ui.value]?[language.code] ?? language.englishName)
      },
      practiceLanguageChanged: { profile in reloaded.withLock { $0.append(profile.languageCode) } },
      signOut: {})
    return SettingsViewModel(cache: AccountSnapshotCache(repository: accounts), accounts: accounts, environment: environment)
  }

  @Test func loadsOnceAndShowsLocalizedNames() async {
    let accounts = FakeAccounts()
    let model = make(accounts, reloaded: LockedValue([]), ui: LockedValue("en"))
    await model.load()
    await model.load()
    #expect(await accounts.meCalls == 1)
    #expect(await accounts.configCalls == 1)
    #expect(model.practiceLanguage?.localizedName == "English")
    #expect(model.availableLanguages.map(\.nativeName) == ["English", "Español", "Français"])
  }

  @Test func practiceLanguageNeedsConfirmationThenReloadsCues() async {
    let accounts = FakeAccounts()
    let reloaded = LockedValue<[String]>([])
    let model = make(accounts, reloaded: reloaded, ui: LockedValue("en"))
    await model.load()
    model.requestPracticeLanguage("fr")
    #expect(model.pendingPracticeLanguage?.code == "fr")
    #expect(reloaded.value.isEmpty)
    await model.confirmPracticeLanguage()
    #expect(model.practiceLanguage?.code == "fr")
    #expect(reloaded.value == ["fr"])
    model.requestPracticeLanguage("xx")
    #expect(model.failure?.messageKey == "settings.error.unknown_language")
    #expect(model.pendingPracticeLanguage == nil)
  }

  @Test func uiLanguageSwitchesIndependently() async {
    let accounts = FakeAccounts()
    let ui = LockedValue("en")
    let model = make(accounts, reloaded: LockedValue([]), ui: ui)
    await model.load()
    model.setUILanguage("fr")
    #expect(model.uiLanguage == "fr")
    #expect(model.availableLanguages.first { $0.code == "es" }?.localizedName == "espagnol")
    #expect(model.practiceLanguage?.code == "en")
    model.setUILanguage("tlh")
    #expect(model.uiLanguage == "fr")
    #expect(model.failure?.messageKey == "settings.error.unknown_language")
  }
}
