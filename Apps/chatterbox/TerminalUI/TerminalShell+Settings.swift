import Analytics
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import Localization
import SettingsFeature

/// Settings: the language pickers and the analytics switch.
extension TerminalShell {
  /// The picker's options: practice languages from the server; for the app's own text, every
  /// language the catalog ships — not the server's list, which is about what can be practised
  /// (names follow the app language at once).
  var pickerOptions: [LanguageOption] {
    switch route {
    case .languagePicker(.ui):
      return services.catalog.languages.map { code in
        LanguageOption(
          code: code, nativeName: LanguageNames.endonym(for: code),
          localizedName: services.languageName(code, LanguageNames.name(for: code, in: "en"), uiLanguage.value))
      }
    default: return settings.availableLanguages
    }
  }

  /// The current choice in the open picker.
  var pickerCurrent: String? {
    route == .languagePicker(.ui) ? uiLanguage.value : settings.practiceLanguage?.code
  }

  func openPicker(_ kind: LanguagePickerKind) {
    route = .languagePicker(kind)
    ui.pickerSelection = pickerOptions.firstIndex { $0.code == pickerCurrent } ?? 0
  }

  func choosePickerOption() -> Task<Void, Never>? {
    let options = pickerOptions
    guard options.indices.contains(ui.pickerSelection), case .languagePicker(let kind) = route else { return nil }
    let option = options[ui.pickerSelection]
    switch kind {
    case .practice:
      if option.code == settings.practiceLanguage?.code, profile != nil {
        route = .settings
        return nil
      }
      settings.requestPracticeLanguage(option.code)
      if let pending = settings.pendingPracticeLanguage {
        ui.modal = .confirm(.switchPracticeLanguage(code: pending.code, name: pending.nativeName))
      }
    case .ui:
      settings.setUILanguage(option.code)
      // `strings` already reads the new language: the confirmation is in it.
      let switched = strings.string(.settingsUISwitched, option.nativeName)
      ui.notice = Notice(switched, .success)
      route = .settings
      do { try services.preferences.setUILanguage(option.code) } catch {
        // The switch holds for this run; say that the next one will not remember it.
        ui.notice = Notice(switched + " " + strings.string(.errorSaveSetting, "\(error)").capitalizedFirst, .warning)
      }
    }
    return nil
  }

  /// Turns analytics consent on or off, saved where `chatterbox analytics consent` keeps it.
  func toggleAnalytics() -> Task<Void, Never>? {
    let state: ConsentState = analyticsOn ? .denied : .granted
    return spawn { [weak self, preferences = services.preferences] in
      do {
        try await preferences.setAnalyticsConsent(state)
        guard let self else { return }
        self.analyticsOn = state == .granted
        self.ui.notice = Notice(
          self.strings.string(state == .granted ? .analyticsTurnedOn : .analyticsTurnedOff), .success)
      } catch {
        guard let self else { return }
        self.ui.notice = Notice(self.strings.string(.errorSaveSetting, "\(error)").capitalizedFirst, .error)
      }
    }
  }
}
