import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization

/// A capture command that could not record, in a sentence saying which command and why (issue 35):
/// "The capture command 'arecord' failed: exited with status 1: audio open error: …". Only the
/// executable's name is printed, never its arguments (a device URL may carry credentials), and a
/// `user:password@` in the command's own last line is cut.
package enum CaptureCommandWords {
  /// The sentence for `error` from `command`, or `nil` when it is not the command's failure.
  package static func failure(_ error: any Error, of command: ProcessSource, _ strings: Localizer) -> String? {
    let why: String
    let capture: CaptureError? =
      switch error {
      case RecorderError.capture(let capture): capture
      default: error as? CaptureError
      }
    switch capture {
    case .captureCommandFailed(let status, let stderrTail):
      let last = stderrTail.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
      why =
        last.isEmpty
        ? strings.string("cli.error.capture_command.status", .int(Int(status)))
        : strings.string("cli.error.capture_command.status_said", .int(Int(status)), .string(redacted(last)))
    case .launchFailed(_, let reason): why = reason
    default: return nil
    }
    return strings.string(
      "cli.error.capture_command.failed", .string(TerminalSafeText.line(command.executable.lastPathComponent)),
      .string(TerminalSafeText.line(why)))
  }

  /// `scheme://user:password@host` → `scheme://…@host`.
  static func redacted(_ line: String) -> String {
    line.replacing(#/(?<scheme>[A-Za-z][A-Za-z0-9+.-]*://)[^/\s@]+@/#) { "\($0.output.scheme)…@" }
  }
}
