import AudioCapture

/// How long a practice take may be, decided before anything is recorded or processed: a file is
/// taken whole or refused with the reason and the limit (never cut short), and a live take stops
/// at the limit. Every shell asks the same question of the account's upload limit.
public struct PracticeLimits: Equatable, Sendable {
  /// Why a file cannot be practised with.
  public enum Refusal: Error, Equatable, Sendable {
    /// Once recorded, the take would be `bytes` long; the server takes at most `maxBytes`.
    case tooLarge(bytes: Int, maxBytes: Int)
    /// The file lasts `seconds` (rounded up); `maxSeconds` were asked for.
    case tooLong(seconds: Int, maxSeconds: Int)
  }

  /// The longest take, in whole seconds.
  public let maxSeconds: Int

  /// How long a live take may last when the learner asks for nothing else.
  public static let defaultLiveSeconds = 90

  /// Creates the value.
  public init(maxSeconds: Int) { self.maxSeconds = maxSeconds }

  /// Bytes a take of `frames` frames in `format` occupies once recorded (mono, same sample size,
  /// plus the 44-byte WAV header): what the upload will declare.
  public static func recordedBytes(frames: Int, format: PCMFormat) -> Int {
    frames * format.mono.bytesPerFrame + 44
  }

  /// For a file: the whole of it (plus a second of slack for the recorder's clock), or why not.
  public static func forFile(info: WAVInfo, maxBytes: Int, requestedSeconds: Int?) throws(Refusal) -> PracticeLimits {
    let bytes = recordedBytes(frames: info.frameCount, format: info.format)
    if bytes > maxBytes { throw .tooLarge(bytes: bytes, maxBytes: maxBytes) }
    let seconds = Int((Double(info.frameCount) / Double(max(1, info.format.sampleRate))).rounded(.up))
    if let requestedSeconds, seconds > requestedSeconds {
      throw .tooLong(seconds: seconds, maxSeconds: requestedSeconds)
    }
    return PracticeLimits(maxSeconds: max(1, seconds) + 1)
  }

  /// For a live source: the asked-for length, shortened so the take fits the server's size limit.
  public static func forLiveSource(
    requestedSeconds: Int = defaultLiveSeconds, format: PCMFormat = .speech, maxBytes: Int
  ) -> PracticeLimits {
    let bytesPerSecond = max(1, format.sampleRate * format.mono.bytesPerFrame)
    let fitting = max(1, (maxBytes - 44) / bytesPerSecond)
    return PracticeLimits(maxSeconds: min(requestedSeconds, fitting))
  }
}
