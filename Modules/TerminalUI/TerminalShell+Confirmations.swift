import AppFeature
import ChatterboxComposition

/// The terminal's part of an answered question: AppModel does what the question asked (delete a
/// recording, switch the practice language, sign out, discard a take); the terminal keeps its
/// selections in range, says what happened and, for quitting, quits.
extension TerminalShell {
  func confirm() -> Task<Void, Never>? {
    guard let answered = model.confirm() else { return nil }
    return spawn { [weak self] in
      let outcome = await answered.value
      if outcome == .queueTakeAndQuit {
        await self?.queueTakeAndExit()
      } else {
        self?.show(outcome)
      }
    }
  }

  private func show(_ outcome: AppModel.ConfirmationOutcome) {
    switch outcome {
    case .deleted:
      ui.historySelection = ListWindow.clamp(ui.historySelection, count: history.recordings.count)
      ui.notice = Notice(strings.string(.historyDeleted), .success)
    case .switchedPracticeLanguage(let name):
      ui.cueSelection = 0  // the list is the new language's
      ui.notice = Notice(strings.string(.settingsSwitched, name), .success)
    case .signedOut:
      ui = InteractiveUIState()
      ui.notice = Notice(strings.string(.settingsSignedOut), .success)
    case .queueTakeAndQuit, .discardedTake, .failed: break
    }
  }
}
