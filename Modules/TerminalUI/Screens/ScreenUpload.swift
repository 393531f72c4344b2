import ChatterboxComposition
import DesignTokens
import PracticeFeature

/// Upload: the progress bar and bytes from the view model's upload progress, the "waiting for the
/// network" state, and the finished state.
///
/// ```swift
/// ScreenUpload.render(state, size: size, theme: theme)
/// ```
package enum ScreenUpload {
  @MainActor
  static func render(_ state: PracticeScreenState, size: TerminalSize, theme: TerminalTheme) -> [String] {
    let width = ScreenFrame.contentWidth(size)
    let strings = state.chrome.strings
    let isDone = { if case .done = state.model.phase { true } else { false } }()
    let heading = strings.string(isDone ? .uploadDoneTitle : .uploadTitle, state.title)
    var body: [Row] = Rows.wrapped(heading, width: width, .accent, bold: true)
    body.append([])
    let barWidth = max(8, min(48, width - 8))
    switch state.model.phase {
    case .uploading(.uploading(let progress)) where progress.totalBytes > 0:
      let (sent, total) = (Int64(progress.bytesSent), Int64(progress.totalBytes))
      let fraction = Double(sent) / Double(total)
      body.append(
        InteractiveFormat.bar(fraction: fraction, width: barWidth) + [
          Span(" \(Int((fraction * 100).rounded(.down)))%", bold: true)
        ])
      let progress = strings.string(
        .uploadProgress, InteractiveFormat.bytes(sent, strings), InteractiveFormat.bytes(total, strings))
      body.append(Rows.text(progress, .textSecondary))
    case .uploading(.waitingForNetwork):
      body.append(InteractiveFormat.bar(fraction: 0, width: barWidth))
      body += Rows.wrapped(strings.string(.uploadWaiting), width: width, .warning)
    case .uploading:
      body.append(InteractiveFormat.bar(fraction: 0, width: barWidth))
      body.append(Rows.text(strings.string(.uploadQueued), .textSecondary))
    case .done:
      body.append(InteractiveFormat.bar(fraction: 1, width: barWidth) + [Span(" 100%", bold: true)])
      body.append([])
      body.append([Span("✓ ", .success, bold: true), Span(strings.string(.uploadDone), .success, bold: true)])
      body += Rows.wrapped(strings.string(.uploadDoneHint), width: width, .textSecondary)
    default:
      break
    }
    // What this session cannot send is still named, so nothing waiting is invisible (issue 35).
    if state.waitingElsewhere > 0 {
      body.append([])
      body += Rows.wrapped(
        strings.string(.uploadsWaitingElsewhere, state.waitingElsewhere), width: width, .textSecondary)
    }
    return ScreenFrame.compose(body: body, chrome: state.chrome, size: size, theme: theme)
  }
}
