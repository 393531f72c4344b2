import AppFeature
import ChatterboxComposition
import Localization
import SettingsFeature

/// Settings: the language pickers' options and selection, and the words for what AppModel did.
extension TerminalShell {
  /// The picker's options: practice languages from the server; for the app's own text, every
  /// language the catalog ships — not the server's list, which is about what can be practised
  /// (names follow the app language at once).
  var pickerOptions: [LanguageOption] {
    switch route {
    case .languagePicker(.ui):
      return terminal.catalog.languages.map { code in
        LanguageOption(
          code: code, nativeName: LanguageNames.endonym(for: code),
          localizedName: terminal.languageName(code, LanguageNames.name(for: code, in: "en"), uiLanguage.value))
      }
    default: return settings.availableLanguages
    }
  }

  /// The current choice in the open picker.
  var pickerCurrent: String? {
    route == .languagePicker(.ui) ? uiLanguage.value : settings.practiceLanguage?.code
  }

  func openPicker(_ kind: LanguagePickerKind) {
    guard case .success = model.openLanguagePicker(kind) else { return }
    ui.pickerSelection = pickerOptions.firstIndex { $0.code == pickerCurrent } ?? 0
  }

  func choosePickerOption() -> Task<Void, Never>? {
    let options = pickerOptions
    guard options.indices.contains(ui.pickerSelection) else { return nil }
    let option = options[ui.pickerSelection]
    // `strings` reads the new language once AppModel switched it: the confirmation is in it.
    switch model.chooseLanguage(option.code) {
    case .unchanged, .needsConfirmation, .refused: break
    case .switched: ui.notice = Notice(strings.string(.settingsUISwitched, option.nativeName), .success)
    case .switchedForThisRunOnly(let reason):
      // The switch holds for this run; say that the next one will not remember it.
      let switched = strings.string(.settingsUISwitched, option.nativeName)
      ui.notice = Notice(switched + " " + strings.string(.errorSaveSetting, reason).capitalizedFirst, .warning)
    }
    return nil
  }

  /// Settings' rows: the on-device preview switch only where AppModel offers it.
  var settingsItems: [ScreenSettings.Item] { ScreenSettings.items(offersPreview: model.offersOnDevicePreview) }

  /// Turns the on-device preview on or off (AppModel saves it where `chatterbox settings preview` keeps it)
  /// and says so.
  func toggleOnDevicePreview() {
    switch model.toggleOnDevicePreview() {
    case .changed(let isOn): ui.notice = Notice(strings.string(isOn ? .previewTurnedOn : .previewTurnedOff), .success)
    case .notSaved(let reason): ui.notice = Notice(strings.string(.errorSaveSetting, reason).capitalizedFirst, .error)
    }
  }

  /// Turns analytics consent on or off (AppModel saves it where `chatterbox analytics consent`
  /// keeps it) and says so.
  func toggleAnalytics() -> Task<Void, Never>? {
    spawn { [weak self] in
      guard let self else { return }
      switch await self.model.toggleAnalytics() {
      case .changed(let state):
        self.ui.notice = Notice(
          self.strings.string(state == .granted ? .analyticsTurnedOn : .analyticsTurnedOff), .success)
      case .notSaved(let reason):
        self.ui.notice = Notice(self.strings.string(.errorSaveSetting, reason).capitalizedFirst, .error)
      }
    }
  }
}
