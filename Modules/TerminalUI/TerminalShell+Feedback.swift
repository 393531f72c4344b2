import PracticeFeature

extension TerminalShell {
  /// The feedback whose numbers the details key lists: the server's result on screen, else the
  /// device's preview while the result is awaited; `nil` when neither is shown.
  var shownFeedback: Feedback? {
    switch practice?.phase {
    case .showingResult(let feedback): feedback
    case .waitingForEvaluation: round?.preview
    default: nil
    }
  }
}
