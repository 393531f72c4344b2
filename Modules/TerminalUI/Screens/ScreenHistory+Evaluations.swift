import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens
import PracticeFeature

// History's evaluations, where the server evaluates takes: each row's column and the pane under the
// list. The words are ``FeedbackMessages``'; attempts and trends are AppFeature's `CueAttempts`.
extension ScreenHistory {
  /// Each recording (in the list's order) as an attempt at its cue (AppFeature's `CueAttempts`):
  /// its number, the oldest being 1, and its speech rate against the attempt before.
  static func attempts(_ recordings: [Recording]) -> [CueAttempts.Attempt] {
    let byCue = CueAttempts.byCue(recordings)
    var byID: [String: CueAttempts.Attempt] = [:]
    for attempts in byCue.values { for attempt in attempts.attempts { byID[attempt.recording.id] = attempt } }
    // Every recording is in its cue's attempts, so this keeps the list's order and length.
    return recordings.compactMap { byID[$0.id] }
  }

  /// The pane under the list: the selected recording's feedback sentence (or that it is pending, or
  /// why there is none) and its cue's trend over the attempts.
  static func pane(
    _ attempt: CueAttempts.Attempt, of recordings: [Recording], title: String?, width: Int,
    strings: InteractiveStrings
  ) -> [Row] {
    let cueID = attempt.recording.cueID
    let sentence = evaluationSentence(attempt, strings) ?? ""
    let trend = FeedbackMessages.trend(of: CueAttempts(cueID: cueID, recordings: recordings), strings.localizer)
    return [Rows.rule(width: width)]
      + clipped(sentence, rows: 2, width: width, tone(attempt.recording.evaluation?.state))
      + clipped((title ?? cueID) + ": " + trend, rows: 2, width: width, .textSecondary)
  }

  /// `text` wrapped to exactly `rows` rows: padded with empty ones, or cut with "…" at the end of
  /// the last.
  static func clipped(_ text: String, rows: Int, width: Int, _ color: ColorToken?) -> [Row] {
    let wrapped = Rows.wrapped(text, width: width, color)
    guard wrapped.count > rows else { return wrapped + Array(repeating: [], count: rows - wrapped.count) }
    let last = wrapped[rows - 1].plainText + " " + wrapped[rows].plainText
    return Array(wrapped.prefix(rows - 1)) + [[Span(DisplayWidth.fit(last, to: width), color)]]
  }

  /// The selected recording's evaluation in a sentence; `nil` without one.
  static func evaluationSentence(_ attempt: CueAttempts.Attempt, _ strings: InteractiveStrings) -> String? {
    guard let evaluation = attempt.recording.evaluation else { return nil }
    switch evaluation.state {
    case .ready:
      guard let result = attempt.result else { return nil }
      let feedback = Feedback(
        recordingID: attempt.recording.id, cueID: attempt.recording.cueID, result: result,
        comparison: attempt.comparison, isPreview: false)
      return FeedbackMessages.sentence(for: feedback, strings.localizer)
    case .failed: return FeedbackMessages.failed(evaluation.failureReason ?? .other, strings.localizer)
    case .pending, .unrecognized: return FeedbackMessages.historySummary(evaluation, strings.localizer)
    }
  }

  private static func tone(_ state: RecordingEvaluation.State?) -> ColorToken? {
    switch state {
    case .failed?: .warning
    case .pending?: .textSecondary
    default: nil
    }
  }

  /// A row's evaluation column: the summary, with an arrow for the way the rate moved since the
  /// cue's attempt before; empty without an evaluation.
  static func evaluationColumn(_ attempt: CueAttempts.Attempt, _ strings: InteractiveStrings) -> String {
    guard let summary = FeedbackMessages.historySummary(attempt.recording.evaluation, strings.localizer) else {
      return ""
    }
    switch attempt.comparison?.direction {
    case .faster?: return summary + " ↑"
    case .slower?: return summary + " ↓"
    case .aboutTheSame?: return summary + " ="
    case nil: return summary
    }
  }
}
