import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens
import Localization
import PracticeFeature

/// After the upload, where the server evaluates takes: "Analysing…" (with the device's preview
/// when the round measured one), then the feedback sentence, the articulation rate beside native
/// speakers' and the learner's best (ADR 0059), its quality notes and, one key away, its numbers, each
/// with a plain line on what it means; or why there is none. Static text only: the screen changes when the round
/// does (Observation), never on a timer, so waiting costs no wake-ups. Every sentence is
/// ``FeedbackMessages``' (the commands' words); nothing here decides.
///
/// ```swift
/// ScreenFeedback.render(state, size: size, theme: theme)
/// ```
package enum ScreenFeedback {
  @MainActor
  static func render(_ state: PracticeScreenState, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    // The numbers' explanations when everything fits; on a short terminal the numbers alone, so none
    // is pushed off the screen (plain mode, which scrolls, always has them).
    let explained = content(state, width: width, explains: true)
    let body =
      explained.count <= ScreenFrame.bodyHeight(size) ? explained : content(state, width: width, explains: false)
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }

  @MainActor
  private static func content(_ state: PracticeScreenState, width: Int, explains: Bool) -> [Row] {
    let strings = state.chrome.strings
    var body: [Row] = Rows.wrapped(strings.string(.feedbackTitle, state.title), width: width, .accent, bold: true)
    body.append([])
    for line in lines(state, strings, explains: explains) {
      switch line {
      case .blank: body.append([])
      case .text(let text, let tone):
        let (color, bold) = style(tone)
        body += Rows.wrapped(text, width: width, color, bold: bold)
      case .detail(let text): body += Rows.wrapped("• " + text, width: width, indent: 1)
      case .explanation(let text): body += Rows.wrapped(text, width: width, indent: 3, .textSecondary)
      }
    }
    return body
  }

  /// One line of the screen, as both modes show it (plain mode prints the texts as they are).
  enum Line: Equatable {
    enum Tone: Equatable { case done, status, result, note, failure, hint }
    case blank
    case text(String, Tone)
    /// One of the numbers under the sentence.
    case detail(String)
    /// What the number above means, in a plain line.
    case explanation(String)
  }

  /// What the screen says, top to bottom, for the round's phase; with `explains`, each number shown is
  /// followed by what it means.
  @MainActor
  static func lines(_ state: PracticeScreenState, _ strings: InteractiveStrings, explains: Bool = true) -> [Line] {
    let words = strings.localizer
    var lines: [Line] = []
    switch state.model.phase {
    case .waitingForEvaluation:
      lines.append(.text("✓ " + strings.string(.uploadDone), .done))
      lines.append(.blank)
      if case .paused(let pause) = state.feedbackWait {
        lines.append(.text(FeedbackMessages.pending(pause, words), .note))
      } else {
        lines.append(.text(FeedbackMessages.analysing(words), .status))
      }
      if let preview = state.preview {
        lines.append(.blank)
        lines += feedback(preview, showsDetails: state.showsDetails, explains: explains, words)
      }
      lines.append(.blank)
      lines.append(.text(strings.string(.feedbackLeaveHint), .hint))
    case .showingResult(let shown):
      lines += feedback(shown, showsDetails: state.showsDetails, explains: explains, words)
    case .evaluationFailed(_, let reason):
      lines.append(.text("✓ " + strings.string(.uploadDone), .done))
      lines.append(.blank)
      lines.append(.text(FeedbackMessages.failed(reason, words), .failure))
    default: break
    }
    return lines
  }

  /// The sentence (a preview says so), the rate in context, the quality notes, and the numbers with
  /// what each means when asked for (the details are on demand, so their explanations are too).
  static func feedback(_ shown: Feedback, showsDetails: Bool, explains: Bool = true, _ words: Localizer) -> [Line] {
    var lines: [Line] = [.text(FeedbackMessages.sentence(for: shown, words), .result)]
    if let context = FeedbackMessages.rateInContext(for: shown, words) { lines.append(.text(context, .hint)) }
    lines += FeedbackMessages.qualityNotes(shown.qualityNotes, words).map { .text("⚠ " + $0, .note) }
    if showsDetails {
      lines.append(.blank)
      for detail in FeedbackMessages.explainedDetails(for: shown.result, words) {
        lines.append(.detail(detail.line))
        if explains { lines.append(.explanation(detail.explanation)) }
      }
    }
    return lines
  }

  private static func style(_ tone: Line.Tone) -> (ColorToken?, Bool) {
    switch tone {
    case .done: (.success, true)
    case .status: (.accent, true)
    case .result: (nil, true)
    case .note: (.warning, false)
    case .failure: (.danger, true)
    case .hint: (.textSecondary, false)
    }
  }
}
