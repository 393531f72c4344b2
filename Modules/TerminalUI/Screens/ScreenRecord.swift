import ChatterboxComposition
import CuesFeature
import DesignTokens

/// Recording: a red dot and the clock (or "paused"), the live level meter from the view model's
/// level, the source, and the prompt to read while answering.
///
/// ```swift
/// ScreenRecord.render(state, size: size, theme: theme)
/// ```
package enum ScreenRecord {
  @MainActor
  static func render(_ state: PracticeScreenState, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let status = state.recording
    let strings = state.chrome.strings
    var body: [Row] = Rows.wrapped(strings.string(.recordTitle, state.title), width: width, .accent, bold: true)
    body.append([])
    let clock = InteractiveFormat.clock(status.elapsedSeconds)
    body.append(
      status.isPaused
        ? [Span("❚❚ " + strings.string(.recordPaused), .warning, bold: true), Span("   " + clock)]
        : [
          Span("● ", .recording, bold: true), Span(strings.string(.recordRecording), .recording, bold: true),
          Span("   " + clock),
        ])
    let meterWidth = max(8, min(48, width - 14))
    let level = state.model.level
    body.append(
      InteractiveFormat.meter(dBFS: level, width: meterWidth) + [
        Span(level <= -159 ? "   -∞ dBFS" : "  \(Int(level.rounded())) dBFS", .textSecondary)
      ])
    let source = strings.string(status.source == .tone ? .recordSourceTone : .recordSourceMicrophone)
    body.append(Rows.text(strings.string(.recordSource, source), .textSecondary))
    body.append([])
    body += ScreenCueDetail.prompt(CueContent(markdown: state.model.cue.body), width: width, color: .textSecondary)
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }
}
