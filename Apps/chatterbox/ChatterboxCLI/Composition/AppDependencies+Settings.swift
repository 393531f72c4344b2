import ChatterboxAPI
import Localization
import SettingsFeature

extension AppDependencies {
  /// The settings view model every command uses, so `settings` and `language set` decide the same
  /// way the interactive app does (set the profile, update the shared snapshot, drop the saved cues
  /// of the old language).
  @MainActor
  func settingsViewModel() -> SettingsViewModel {
    let uiLanguage = self.uiLanguage
    let cueCache = self.cueCache
    let auth = self.auth
    let environment = SettingsEnvironment(
      currentUILanguage: { uiLanguage }, setUILanguage: { _ in false },
      option: { language in
        LanguageOption(
          code: language.code, nativeName: language.nativeName,
          localizedName: Localization.LanguageNames.name(for: language.code, in: uiLanguage))
      },
      practiceLanguageChanged: { _ in cueCache.clear() }, signOut: { await auth.signOut() })
    return SettingsViewModel(cache: accountCache, accounts: accounts, environment: environment)
  }
}
