import Analytics
import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import Localization
import SettingsFeature

extension TerminalShell {

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

  /// What the cue list waits for, in words: entering the app (the account's load) first, else a
  /// refresh of the cues already shown, which turns slow after the list's patience (issue 35).
  var cuesWait: LoadPhase {
    if model.accountLoad.isWaiting { return model.accountLoad }
    if cues.isSlow { return .slow }
    return cues.isRefreshing ? .loading : .idle
  }

  /// The recording under the history cursor.
  var selectedRecording: Recording? {
    history.recordings.indices.contains(ui.historySelection) ? history.recordings[ui.historySelection] : nil
  }

  /// A cue's title if the list or the round has it, else its id (AppModel's rule).
  func title(ofCue id: String) -> String { model.title(ofCue: id) }

  func play() -> Task<Void, Never>? {
    if screen == .review, let round { return spawn { await round.playBack() } }
    guard screen == .history, let recording = selectedRecording, let toggled = model.togglePlayback(of: recording)
    else {
      return nil
    }
    return spawn { await toggled.value }
  }
}
