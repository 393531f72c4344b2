import AppFeature
import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import TerminalUI

extension PracticeCommand {
  /// How long the take may be (AppFeature's `PracticeLimits`): for `--audio`, the whole file or
  /// a refusal naming the file's size or length and the limit; for a live source, the asked-for
  /// length shortened to fit the server's size limit.
  static func limits(
    audio: AudioFileInput?, maxBytes: Int, requestedSeconds: Int?, strings: Localizer
  ) throws -> PracticeLimits {
    guard let audio else {
      return PracticeLimits.forLiveSource(
        requestedSeconds: requestedSeconds ?? PracticeLimits.defaultLiveSeconds, format: .speech, maxBytes: maxBytes)
    }
    do {
      return try PracticeLimits.forFile(info: audio.info, maxBytes: maxBytes, requestedSeconds: requestedSeconds)
    } catch .tooLarge(let bytes, let maxBytes) {
      throw CLIError(
        strings.string(
          "cli.error.practice.file_too_large", .string(audio.path), .string(megabytes(bytes)),
          .string(megabytes(maxBytes))),
        exitCode: .dataError)
    } catch .tooLong(let seconds, let maxSeconds) {
      throw CLIError(
        strings.string("cli.error.practice.file_too_long", .string(audio.path), .int(seconds), .int(maxSeconds)),
        exitCode: .dataError)
    }
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }
}
