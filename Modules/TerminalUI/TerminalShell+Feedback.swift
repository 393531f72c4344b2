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

extension TerminalShell {
  /// Whether evaluations appear at all (history's column and pane): the app follows them
  /// (``InteractiveServices/evaluations``) and the server's `evaluation` flag is on in the account's
  /// config. The round asks the same flag before following a take, so with it off nothing of
  /// feedback shows anywhere.
  var showsEvaluations: Bool {
    services.evaluations != nil && snapshot?.config.isEvaluationEnabled == true
  }
}
