import Foundation

/// The server's evaluation of a complete recording: fluency measured from the signal (ADR 0031).
///
/// Read from `list_recordings` items and `get_evaluation`. Decoding is tolerant: a state or reason this
/// client does not know, or a result with impossible numbers, never fails the answer around it.
public struct RecordingEvaluation: Sendable, Equatable, Codable {
  /// Where the evaluation stands.
  public enum State: String, Sendable, Equatable, Codable {
    /// Not evaluated yet: ask again later.
    case pending
    /// Evaluated: ``RecordingEvaluation/result`` holds the measures.
    case ready
    /// Will not be evaluated: ``RecordingEvaluation/failureReason`` says why.
    case failed
    /// A state this client does not know, or a `ready` answer whose result could not be used: show
    /// nothing and stop asking.
    case unrecognized
  }

  /// Why an evaluation failed.
  public enum FailureReason: String, Sendable, Equatable, Codable {
    /// The audio could not be read.
    case unreadableAudio = "unreadable_audio"
    /// A format the analysis does not take (for example a compressed recording).
    case unsupportedFormat = "unsupported_format"
    /// No speech was found in the take.
    case noSpeech = "no_speech"
    /// The server gave up after its workers did not finish.
    case timedOut = "timed_out"
    /// A reason this client does not know.
    case other
  }

  /// The recording evaluated.
  public let recordingID: String
  /// Where it stands.
  public let state: State
  /// Why it failed; `nil` unless ``state`` is `.failed`.
  public let failureReason: FailureReason?
  /// The measures; non-`nil` exactly when ``state`` is `.ready`.
  public let result: EvaluationResult?
  /// When the server recorded the outcome; `nil` while pending.
  public let evaluatedAt: Date?

  /// Stores the values as given, without validation.
  public init(
    recordingID: String, state: State, failureReason: FailureReason? = nil, result: EvaluationResult? = nil,
    evaluatedAt: Date? = nil
  ) {
    self.recordingID = recordingID
    self.state = state
    self.failureReason = failureReason
    self.result = result
    self.evaluatedAt = evaluatedAt
  }
}

/// Fluency measures of one take (SpeechAnalysis's syllable-nuclei method): indicators, not a transcript.
///
/// Values decoded from the server are finite and within ``EvaluationResult/plausibleRanges``.
public struct EvaluationResult: Sendable, Equatable, Codable {
  /// Length of the take, in seconds.
  public let durationSeconds: Double
  /// Time spent speaking, in seconds.
  public let speakingTimeSeconds: Double
  /// Silences between speech long enough to count as pauses.
  public let pauseCount: Int
  /// Mean pause, in seconds; 0 without pauses.
  public let meanPauseSeconds: Double
  /// Longest pause, in seconds; 0 without pauses.
  public let longestPauseSeconds: Double
  /// Syllable nuclei found.
  public let syllableCount: Int
  /// Syllables per second from the first speech to the last, pauses included.
  public let speechRate: Double
  /// Syllables per second of speaking time, pauses excluded.
  public let articulationRate: Double
  /// 0 (a guess) to 1 (a clean signal).
  public let confidence: Double
  /// What explains bad numbers.
  public let quality: EvaluationQuality

  /// Stores the values as given, without validation.
  public init(
    durationSeconds: Double, speakingTimeSeconds: Double, pauseCount: Int, meanPauseSeconds: Double,
    longestPauseSeconds: Double, syllableCount: Int, speechRate: Double, articulationRate: Double,
    confidence: Double, quality: EvaluationQuality
  ) {
    self.durationSeconds = durationSeconds
    self.speakingTimeSeconds = speakingTimeSeconds
    self.pauseCount = pauseCount
    self.meanPauseSeconds = meanPauseSeconds
    self.longestPauseSeconds = longestPauseSeconds
    self.syllableCount = syllableCount
    self.speechRate = speechRate
    self.articulationRate = articulationRate
    self.confidence = confidence
    self.quality = quality
  }
}

/// Recording quality that explains bad numbers.
public struct EvaluationQuality: Sendable, Equatable, Codable {
  /// Too many samples at full scale.
  public let clipped: Bool
  /// The loud parts were still very quiet.
  public let tooQuiet: Bool
  /// Speech level above the background, in dB.
  public let signalToNoiseDB: Double

  /// Stores the values as given.
  public init(clipped: Bool, tooQuiet: Bool, signalToNoiseDB: Double) {
    self.clipped = clipped
    self.tooQuiet = tooQuiet
    self.signalToNoiseDB = signalToNoiseDB
  }
}
