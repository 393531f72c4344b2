import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens
import PracticeFeature

/// Review: the take's length and size, what happened (kept after quitting, an upload failure,
/// a partial take), and the choices in the footer.
///
/// ```swift
/// ScreenReview.render(state, size: size, theme: theme)
/// ```
package enum ScreenReview {
  @MainActor
  static func render(_ state: PracticeScreenState, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let strings = state.chrome.strings
    var body: [Row] = Rows.wrapped(strings.string(.reviewTitle, state.title), width: width, .accent, bold: true)
    body.append([])
    if case .reviewing(let answer) = state.model.phase {
      body.append(
        Rows.text(
          strings.string(
            .reviewSummary, InteractiveFormat.seconds(answer.duration),
            InteractiveFormat.bytes(Int64(answer.byteSize), strings)),
          bold: true))
    }
    body.append([])
    if let check = state.reviewCheck {
      body += Rows.wrapped(
        FeedbackMessages.noSpeechAtReview(check, strings.localizer), width: width, .warning, bold: true)
    }
    if state.keptAfterQuit { body += Rows.wrapped(strings.string(.reviewKeptAfterQuit), width: width, .warning) }
    if let failure = state.recording.failure {
      body += Rows.wrapped(strings.string(.reviewRecordingStopped, failure), width: width, .warning)
    }
    if state.model.isPlaying { body += Rows.wrapped(strings.string(.reviewPlaying), width: width, .accent, bold: true) }
    if let failure = state.model.failure {
      let message =
        failure == .playbackFailed
        ? state.model.playbackError.map { PlaybackWords.text($0, strings.localizer) } ?? strings.text(for: failure)
        : strings.string(.reviewUploadFailed, failure.messageKey)
      body += Rows.wrapped(message, width: width, .danger, bold: true)
    }
    if !state.hasPlayer { body += Rows.wrapped(strings.string(.reviewNoPlayer), width: width, .textSecondary) }
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }
}
