import AppFeature
import ChatterboxComposition
import DesignTokens
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import Localization

extension TerminalShell {
  /// The frame around the current screen: tabs, account, uploads, status, key hints, dialog.
  var chrome: Chrome {
    let signedOut = route == .signIn || route == .loading
    return Chrome(
      strings: strings, tabs: signedOut ? [] : tabs, current: route.tab, account: signedOut ? nil : account,
      activeUploads: terminal.activeUploads(), status: ui.notice, bindings: KeyMap.bindings(for: keyContext),
      modal: modal, dialog: dialogText)
  }

  /// The question of the open confirmation.
  var dialogText: String? {
    guard let question = model.confirmation else { return nil }
    switch question {
    case .deleteRecording(_, let title): return strings.string(.historyDeleteConfirm, title)
    case .switchPracticeLanguage(_, let name): return strings.string(.settingsSwitchConfirm, name)
    case .signOut(let account): return strings.string(.settingsSignOutConfirm, account)
    case .quitWithTake: return strings.string(.quitConfirmTake)
    case .discardTake: return strings.string(.recordConfirmDiscard)
    }
  }

  /// How often the screen must be redrawn when nothing else happens, for what changes with time
  /// but is not observable: the take's clock (10 Hz while recording) and the header's upload count
  /// (1 Hz while uploads run). `nil` otherwise: an idle screen is redrawn only when something it
  /// shows changes (a key, finished work, an observed view model), so it costs no wake-ups.
  var refreshInterval: Duration? {
    if screen == .recording { return .milliseconds(100) }
    // A playing history row counts its elapsed time.
    if screen == .history, case .playing = playback?.state { return .milliseconds(100) }
    if terminal.activeUploads() > 0 { return .seconds(1) }
    return nil
  }

  /// The history's playback, a playing item's position moved on by the time it has played (the
  /// coordinator keeps where it started), never past its length.
  var livePlayback: PlaybackCoordinator.State {
    guard let playback else { return .idle }
    guard case .playing(let id, let position, let duration) = playback.state, let startedAt = playback.startedAt
    else { return playback.state }
    let (seconds, attoseconds) = playback.time.elapsed(since: startedAt).components
    let played = Double(seconds) + Double(attoseconds) / 1e18
    return .playing(id: id, position: min(position + played, duration), duration: duration)
  }

  /// What the practice screens read, while a round is open.
  var practiceScreenState: PracticeScreenState? {
    guard let practice else { return nil }
    return PracticeScreenState(
      model: practice, recording: recordingStatus, hasPlayer: canPlay, keptAfterQuit: round?.keptAfterQuit ?? false,
      reviewCheck: round?.reviewCheck, showsDetails: ui.showsFeedbackDetails,
      feedbackWait: round?.feedbackWait ?? .idle, preview: round?.preview,
      waitingElsewhere: ui.waitingElsewhere, modelAnswer: round?.modelAnswer?.state, chrome: chrome)
  }

  /// The practice language's name in itself ("Español"), once the account is loaded.
  var practiceLanguageName: String? {
    guard let profile else { return nil }
    return snapshot?.config.supportedLanguages.first { $0.code == profile.languageCode }?.nativeName
      ?? profile.languageCode
  }

  /// The whole screen, as lines of exactly `size.columns` columns.
  func render(size: TerminalSize, theme: TerminalTheme) -> [String] {
    var chrome = self.chrome
    if modal == .help {
      var underneath = keyContext
      underneath.modal = nil
      return ScreenHelp.render(
        .init(bindings: KeyMap.bindings(for: underneath), chrome: chrome), size: size, theme: theme)
    }
    switch screen {
    case .loading:
      return ScreenLoading.render(chrome: chrome, size: size, theme: theme)
    case .signInEmail, .signInCode, .signInWorking:
      return ScreenSignIn.render(
        .init(model: signIn, linkOrCode: model.linkOrCode, chrome: chrome), size: size, theme: theme)
    case .cues:
      return ScreenCues.render(
        .init(
          list: cues, selection: ui.cueSelection, languageName: ui.accountUnavailable ? nil : practiceLanguageName,
          practised: practisedCueIDs, unavailable: ui.accountUnavailable, loading: cuesWait,
          timeZone: timeZone, chrome: chrome),
        size: size, theme: theme)
    case .cueDetail, .recording, .review, .uploading, .uploaded, .analysing, .feedback:
      guard let state = practiceScreenState else {
        return ScreenLoading.render(chrome: chrome, size: size, theme: theme)
      }
      switch screen {
      case .cueDetail: return ScreenCueDetail.render(state, size: size, theme: theme)
      case .recording: return ScreenRecord.render(state, size: size, theme: theme)
      case .review: return ScreenReview.render(state, size: size, theme: theme)
      case .analysing, .feedback: return ScreenFeedback.render(state, size: size, theme: theme)
      default: return ScreenUpload.render(state, size: size, theme: theme)
      }
    case .history:
      let titles = Dictionary(cues.cues.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
      return ScreenHistory.render(
        .init(
          model: history, selection: ui.historySelection, titles: titles, playback: livePlayback,
          playbackFailure: playback?.failure.map { PlaybackWords.text($0.error, strings.localizer) },
          timeZone: timeZone, showsEvaluations: model.showsEvaluations, showsProgress: ui.showsProgress,
          chrome: chrome),
        size: size, theme: theme)
    case .settings:
      let name = pickerNativeName(uiLanguage.value)
      return ScreenSettings.render(
        .init(
          model: settings, selection: ui.settingsSelection, account: account, uiLanguageName: name,
          analyticsOn: analyticsOn, items: settingsItems, previewOn: model.onDevicePreviewOn,
          loading: model.accountLoad, chrome: chrome),
        size: size, theme: theme)
    case .languagePicker:
      let kind: LanguagePickerKind = route == .languagePicker(.ui) ? .ui : .practice
      return ScreenLanguagePicker.render(
        .init(
          kind: kind, options: pickerOptions, current: pickerCurrent, selection: ui.pickerSelection, chrome: chrome),
        size: size, theme: theme)
    case .developerTools, .hostFilter:
      guard let console else { return ScreenLoading.render(chrome: chrome, size: size, theme: theme) }
      return ScreenDeveloperTools.render(
        .init(
          console: console, selection: ui.networkSelection, hostField: ui.hostField, overview: developerOverview,
          timeZone: timeZone, chrome: chrome),
        size: size, theme: theme)
    case .networkEntry:
      guard let console, console.entries.indices.contains(ui.networkSelection) else {
        chrome.status = nil
        return ScreenLoading.render(chrome: chrome, size: size, theme: theme)
      }
      return ScreenNetworkEntry.render(
        .init(entry: console.entries[ui.networkSelection], scroll: ui.detailScroll, chrome: chrome), size: size,
        theme: theme)
    }
  }

  /// The app language's own name ("Français"), as its picker shows it.
  func pickerNativeName(_ code: String) -> String {
    LanguageNames.endonym(for: code)
  }

  /// DeveloperToolsFeature's overview in one line (flag and gate names are identifiers).
  var developerOverview: String? {
    guard let snapshot else { return nil }
    let strings = self.strings
    let overview = DeveloperOverview(
      accountFlags: snapshot.me.account.flags, access: access, gates: FeatureGate.shownInDeveloperTools)
    let flags = overview.accountFlags.joined(separator: ", ")
    let gates = overview.gates.map { gate in strings.string(gate.isOpen ? .devGateOpen : .devGateClosed, gate.name) }
    return strings.string(.devOverview, flags.isEmpty ? strings.string(.devNone) : flags, gates.joined(separator: ", "))
  }
}

extension TerminalShell {
  /// The recorder's state, as the recording screen shows it.
  var recordingStatus: RecordingStatus { terminal.recorder.status }
  /// Whether takes and recordings can be played here (a player program exists).
  var canPlay: Bool { terminal.canPlay }
  /// Where dates are shown.
  var timeZone: TimeZone { terminal.timeZone }
}
