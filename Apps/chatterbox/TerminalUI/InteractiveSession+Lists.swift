import Analytics
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import Localization
import SettingsFeature

extension InteractiveSession {
  // MARK: Lists

  func loadMore() -> Task<Void, Never>? {
    switch screen {
    case .cues: spawn { [cues] in await cues.loadNextPage() }
    case .history: spawn { [history] in await history.loadMore() }
    default: nil
    }
  }

  func refresh() -> Task<Void, Never>? {
    switch screen {
    case .cues:
      if ui.accountUnavailable { return spawn { [weak self] in await self?.enterApp() } }
      guard let profile else { return nil }
      return spawn { [cues] in await cues.load(profile: profile) }
    case .history:
      guard let profile else { return nil }
      return spawn { [history] in await history.load(profile: profile) }
    case .developerTools: return console.map { console in spawn { await console.reload() } }
    default: return nil
    }
  }

  /// The recording under the history cursor.
  var selectedRecording: Recording? {
    history.recordings.indices.contains(ui.historySelection) ? history.recordings[ui.historySelection] : nil
  }

  /// A cue's title if the list has it, else its id.
  func title(ofCue id: String) -> String {
    cues.cues.first { $0.id == id }?.title ?? (practice?.cue.id == id ? practice?.cue.title : nil) ?? id
  }

  func play() -> Task<Void, Never>? {
    if screen == .review, let round { return spawn { await round.playBack() } }
    guard screen == .history, let playback, let recording = selectedRecording, let url = recording.audioURL else {
      return nil
    }
    let duration = Double(recording.durationMilliseconds ?? 0) / 1000
    return spawn {
      switch playback.state {
      case .playing(let id, _, _) where id == recording.id: await playback.pause()
      case .paused(let id, _, _) where id == recording.id: await playback.resume(url: url)
      default: await playback.play(id: recording.id, url: url, duration: duration)
      }
    }
  }

  // MARK: Settings

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

  func confirm() -> Task<Void, Never>? {
    guard case .confirm(let question) = ui.modal else { return nil }
    ui.modal = nil
    switch question {
    case .deleteRecording(let id, _):
      return spawn { [weak self, history] in
        await history.delete(id: id)
        guard let self, history.failure == nil else { return }
        self.ui.historySelection = ListWindow.clamp(self.ui.historySelection, count: history.recordings.count)
        self.ui.notice = Notice(self.strings.string(.historyDeleted), .success)
      }
    case .switchPracticeLanguage(_, let name):
      return spawn { [weak self, settings] in
        await settings.confirmPracticeLanguage()
        guard let self, settings.failure == nil else { return }
        self.ui.cueSelection = 0  // the list is the new language's
        self.ui.notice = Notice(self.strings.string(.settingsSwitched, name), .success)
        self.route = .cues
      }
    case .signOut:
      return spawn { [weak self, settings] in
        await self?.playback?.stop()
        await settings.signOut()
        self?.resetToSignIn()
        guard let self else { return }
        self.ui.notice = Notice(self.strings.string(.settingsSignedOut), .success)
      }
    case .quitWithTake:
      return spawn { [weak self] in await self?.queueTakeAndExit() }
    case .discardTake:
      guard let round else { return nil }
      // The take may have ended by itself while the question was open: it is thrown away all the same.
      if round.takeUnderReview != nil {
        round.discard()
        return nil
      }
      return spawn { await round.cancelTake() }
    }
  }
}
