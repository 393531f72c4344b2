import Analytics
import ChatterboxAPI
import ChatterboxComposition
import DeveloperToolsFeature
import FeatureGates
import Foundation
import HistoryFeature
import Localization
import SettingsFeature

/// What each confirmation does once answered yes (delete a recording, switch the practice language,
/// sign out, quit with a take, discard a take).
extension TerminalShell {
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
