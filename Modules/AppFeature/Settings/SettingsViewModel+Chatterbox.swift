import AuthFeature
import ChatterboxAPI
import CuesFeature
import Observability
import SettingsFeature

extension SettingsViewModel {
  /// Chatterbox's settings, the one factory for the commands (`settings`, `language set`) and the
  /// interactive app, so both decide the same way: set the profile, update the shared snapshot, drop
  /// the saved cues of the old language, then tell `practiceLanguageChanged`.
  ///
  /// `switchesUILanguage` says whether choosing a UI language takes effect now (the interactive app
  /// redraws in it) or cannot (a command's process ends first).
  ///
  /// The composition root's `AppDependencies.settingsViewModel()` is the one caller; it passes
  /// Localization's `LanguageNaming.name` as `languageName`.
  @MainActor
  package static func chatterbox(
    cache: AccountSnapshotCache, accounts: any AccountRepository, auth: AuthUseCases, cueCache: CueCache?,
    uiLanguage: LockedValue<String>, switchesUILanguage: Bool,
    languageName: @escaping @Sendable (_ code: String, _ englishName: String, _ uiLanguage: String) -> String,
    practiceLanguageChanged: @escaping @Sendable (Profile) async -> Void = { _ in }
  ) -> SettingsViewModel {
    let environment = SettingsDependencies(
      currentUILanguage: { uiLanguage.value },
      setUILanguage: { code in
        guard switchesUILanguage else { return false }
        uiLanguage.withLock { $0 = code }
        return true
      },
      option: { item in
        LanguageOption(
          code: item.code, nativeName: item.nativeName,
          localizedName: languageName(item.code, item.englishName, uiLanguage.value))
      },
      practiceLanguageChanged: { profile in
        cueCache?.clear()
        await practiceLanguageChanged(profile)
      },
      signOut: { await auth.signOut() })
    return SettingsViewModel(cache: cache, accounts: accounts, environment: environment)
  }
}
