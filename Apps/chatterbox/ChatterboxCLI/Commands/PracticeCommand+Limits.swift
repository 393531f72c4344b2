import AudioCapture
import Foundation
import Localization

/// How long a practice take may be, decided before anything is recorded or processed: a file is
/// taken whole or refused with the reason and the limit (never cut short), and a microphone take
/// stops at the limit with a notice.
struct PracticeLimits: Equatable {
  /// The longest take, in whole seconds.
  let maxSeconds: Int

  /// Bytes a take of `frames` frames in `format` occupies once recorded (mono, same sample size,
  /// plus the 44-byte WAV header): what the upload will declare.
  static func recordedBytes(frames: Int, format: PCMFormat) -> Int {
    frames * format.mono.bytesPerFrame + 44
  }

  /// For `--audio`: the whole file, or a refusal naming the file's size or length and the limit.
  static func forFile(
    _ path: String, info: WAVInfo, maxBytes: Int, requestedSeconds: Int?, strings: Localizer
  ) throws -> PracticeLimits {
    let bytes = recordedBytes(frames: info.frameCount, format: info.format)
    if bytes > maxBytes {
      throw CLIError(
        strings.string(
          "cli.error.practice.file_too_large", .string(path), .string(megabytes(bytes)), .string(megabytes(maxBytes))),
        exitCode: .dataError)
    }
    let seconds = Int((Double(info.frameCount) / Double(max(1, info.format.sampleRate))).rounded(.up))
    if let requestedSeconds, seconds > requestedSeconds {
      throw CLIError(
        strings.string("cli.error.practice.file_too_long", .string(path), .int(seconds), .int(requestedSeconds)),
        exitCode: .dataError)
    }
    return PracticeLimits(maxSeconds: max(1, seconds) + 1)
  }

  /// For a live source: the asked-for length, shortened so the take fits the server's size limit.
  static func forLiveSource(requestedSeconds: Int, format: PCMFormat, maxBytes: Int) -> PracticeLimits {
    let bytesPerSecond = max(1, format.sampleRate * format.mono.bytesPerFrame)
    let fitting = max(1, (maxBytes - 44) / bytesPerSecond)
    return PracticeLimits(maxSeconds: min(requestedSeconds, fitting))
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }
}
