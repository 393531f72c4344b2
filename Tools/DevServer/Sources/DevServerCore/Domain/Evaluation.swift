import Foundation

/// Where a recording's evaluation stands, as the contract spells it.
///
/// The job table also knows `running`; a client sees it as `pending` (it has no result yet either way).
enum EvaluationState: String, Sendable, Codable {
  case pending
  case ready
  case failed
}

/// Why an evaluation failed for good; the contract's `EvaluationFailureReason`.
enum EvaluationFailureReason: String, Sendable, Codable {
  /// The bytes are not a 16-bit PCM WAV the analyzer can read (also after every retry).
  case unreadableAudio = "unreadable_audio"
  /// A format the analyzer refuses (another content type, 8-bit, > 8 channels, ...).
  case unsupportedFormat = "unsupported_format"
  /// The take holds no syllable nucleus: silence, noise, or unvoiced sound.
  case noSpeech = "no_speech"
  /// Workers took the job and never finished it, as many times as jobs are tried.
  case timedOut = "timed_out"
}

/// The measures the client shows, taken from SpeechAnalysis's `SpeechReport` (ADR 0028).
///
/// Every number is finite and rounded to milliseconds or hundredths, so the JSON is small and stable.
struct EvaluationResult: Sendable, Codable, Equatable {
  /// Audio quality that explains bad numbers.
  struct Quality: Sendable, Codable, Equatable {
    let clipped: Bool
    let tooQuiet: Bool
    let signalToNoiseDB: Double

    enum CodingKeys: String, CodingKey {
      case clipped
      case tooQuiet = "too_quiet"
      case signalToNoiseDB = "signal_to_noise_db"
    }
  }

  let durationSeconds: Double
  let speakingTimeSeconds: Double
  let pauseCount: Int
  let meanPauseSeconds: Double
  let longestPauseSeconds: Double
  let syllableCount: Int
  let speechRate: Double
  let articulationRate: Double
  /// 0 (a guess) to 1 (a clean signal), from the signal-to-noise estimate.
  let confidence: Double
  let quality: Quality

  enum CodingKeys: String, CodingKey {
    case confidence, quality
    case durationSeconds = "duration_seconds"
    case speakingTimeSeconds = "speaking_time_seconds"
    case pauseCount = "pause_count"
    case meanPauseSeconds = "mean_pause_seconds"
    case longestPauseSeconds = "longest_pause_seconds"
    case syllableCount = "syllable_count"
    case speechRate = "speech_rate"
    case articulationRate = "articulation_rate"
  }
}

/// A recording's evaluation as the API shows it: on `list_recordings` items and from `get_evaluation`.
struct Evaluation: Sendable, Equatable, Encodable {
  let recordingID: String
  let state: EvaluationState
  /// Set exactly when `state` is `failed`.
  let reason: EvaluationFailureReason?
  /// Set exactly when `state` is `ready`.
  let result: EvaluationResult?
  /// When the outcome was committed; `nil` while pending.
  let evaluatedAt: Date?

  enum CodingKeys: String, CodingKey {
    case state, reason, result
    case recordingID = "recording_id"
    case evaluatedAt = "evaluated_at"
  }

  /// Spelled out because the contract wants explicit `null`s.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(recordingID, forKey: .recordingID)
    try container.encode(state, forKey: .state)
    try container.encode(reason, forKey: .reason)
    try container.encode(result, forKey: .result)
    try container.encode(evaluatedAt, forKey: .evaluatedAt)
  }
}
