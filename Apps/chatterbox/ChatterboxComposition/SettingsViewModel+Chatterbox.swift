import AppFeature
import ChatterboxPresentation
import Observability
import SettingsFeature

extension AppDependencies {
  /// The commands' settings: a command's UI language is fixed for its run.
  @MainActor
  package func settingsViewModel() -> SettingsViewModel {
    .chatterbox(
      cache: accountCache, accounts: accounts, auth: auth, cueCache: cueCache, uiLanguage: LockedValue(uiLanguage),
      switchesUILanguage: false, languageName: LanguageNaming.name(code:englishName:uiLanguage:))
  }
}
