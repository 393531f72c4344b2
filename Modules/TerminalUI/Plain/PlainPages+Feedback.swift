import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import PracticeFeature

// Plain mode's words for feedback on a take: the page after the upload, and history's evaluations.
extension PlainPages {
  /// "Analysing…" and then the feedback, in the full-screen screen's words; the numbers are one
  /// choice away ("Details"), as they are one key away there.
  static func feedback(_ session: TerminalShell) -> PlainPage {
    guard let state = session.practiceScreenState else { return PlainPage(lines: []) }
    let strings = session.strings
    var lines = [TerminalSafeText.line(strings.string(.feedbackTitle, state.title))]
    for line in ScreenFeedback.lines(state, strings) {
      switch line {
      case .blank: break
      case .text(let text, _): lines.append(text)
      case .detail(let text): lines.append("- " + text)
      case .explanation(let text): lines.append("  " + text)
      }
    }
    var choices: [PlainChoice] = []
    if session.keyContext.capabilities.contains(.details) {
      choices.append(PlainChoice(.hintDetails, .toggleDetails, strings))
    }
    choices.append(PlainChoice(.hintPractiseAgain, .practiseAgain, strings))
    choices.append(PlainChoice(.hintCues, .back, strings))
    return PlainPage(
      lines: lines, choices: choices + navigation(session).filter { $0.label != strings.string(.tabCues) })
  }

  /// A history choice's evaluation, spoken in words: ", 3.1 syllables per second, faster", ", no
  /// feedback: no speech was found", ", analysing…"; empty without an evaluation.
  static func evaluationSuffix(_ attempt: CueAttempts.Attempt, _ strings: InteractiveStrings) -> String {
    let evaluation = attempt.recording.evaluation
    guard let summary = FeedbackMessages.historySummary(evaluation, strings.localizer) else { return "" }
    var text = ", " + summary
    if let direction = attempt.comparison?.direction {
      text += ", " + strings.localizer.string("feedback.trend.\(direction.rawValue)")
    }
    if evaluation?.state == .failed {
      text += ": " + FeedbackMessages.failed(evaluation?.failureReason ?? .other, strings.localizer)
    }
    return text
  }
}
