import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Observability
import SettingsFeature
import Testing

@MainActor
@Suite("Settings")
struct SettingsViewModelTests {
  nonisolated static let names: [String: [String: String]] = [
    "en": ["es": "Spanish", "fr": "French", "en": "English"],
    "fr": ["es": "espagnol", "fr": "français", "en": "anglais"],
  ]

  func make(_ accounts: ScriptedAccountRepository, reloaded: LockedValue<[String]>, ui: LockedValue<String>)
    -> SettingsViewModel
  {
    let environment = SettingsDependencies(
      currentUILanguage: { ui.value },
      setUILanguage: { code in
        guard Self.names[code] != nil else { return false }
        ui.withLock { $0 = code }
        return true
      },
      option: { language in
        LanguageOption(
          code: language.code, nativeName: language.nativeName,
          localizedName: Self.names[ui.value]?[language.code] ?? language.englishName)
      },
      practiceLanguageChanged: { profile in reloaded.withLock { $0.append(profile.languageCode) } },
      signOut: {})
    return SettingsViewModel(
      cache: AccountSnapshotCache(repository: accounts), accounts: accounts, environment: environment)
  }

  @Test func loadsOnceAndShowsLocalizedNames() async {
    let accounts = ScriptedAccountRepository()
    let model = make(accounts, reloaded: LockedValue([]), ui: LockedValue("en"))
    await model.load()
    await model.load()
    #expect(accounts.count(of: .me) == 1)
    #expect(accounts.count(of: .appConfig) == 1)
    #expect(model.practiceLanguage?.localizedName == "English")
    #expect(model.availableLanguages.map(\.nativeName) == ["English", "Español", "Français"])
  }

  @Test func practiceLanguageNeedsConfirmationThenReloadsCues() async {
    let accounts = ScriptedAccountRepository()
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
    let accounts = ScriptedAccountRepository()
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
