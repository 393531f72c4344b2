import ChatterboxAPI

/// What the evaluation of one take says, as typed facts a shell puts into words (ADR 0031): the
/// server's measures (or the device's, when ``isPreview``), what explains bad numbers, and how the
/// speech rate compares with the learner's previous attempt at the same cue.
public struct Feedback: Sendable, Equatable {
  /// The recording evaluated; `nil` for a preview of a take the server does not have yet.
  public let recordingID: String?
  /// The cue answered.
  public let cueID: String
  /// The measures, as the server (or the device) reported them.
  public let result: EvaluationResult
  /// The speech rate against the previous attempt at the cue that has measures; `nil` for a first
  /// attempt, or when the previous attempts could not be read.
  public let comparison: RateComparison?
  /// Measured on this device before the server's result: a shell marks it as a preview.
  public let isPreview: Bool
  /// How fast native speakers of the cue's language read aloud, to put the articulation rate beside
  /// (ADR 0059); `nil` for a language without a published figure, or when the language is not known.
  public let nativeRate: NativeSpeechRate?
  /// The learner's fastest comparable rates at the cue, this take included; `nil` when the attempts
  /// could not be read or none is comparable.
  public let personalBest: PersonalBest?

  /// Stores the values as given.
  public init(
    recordingID: String?, cueID: String, result: EvaluationResult, comparison: RateComparison?, isPreview: Bool,
    nativeRate: NativeSpeechRate?, personalBest: PersonalBest?
  ) {
    self.recordingID = recordingID
    self.cueID = cueID
    self.result = result
    self.comparison = comparison
    self.isPreview = isPreview
    self.nativeRate = nativeRate
    self.personalBest = personalBest
  }

  /// Stores the values as given, with no native reference and no best (the 0.4.0 initialiser).
  public init(
    recordingID: String?, cueID: String, result: EvaluationResult, comparison: RateComparison?, isPreview: Bool
  ) {
    self.init(
      recordingID: recordingID, cueID: cueID, result: result, comparison: comparison, isPreview: isPreview,
      nativeRate: nil, personalBest: nil)
  }

  /// Seconds spent speaking.
  public var speakingTimeSeconds: Double { result.speakingTimeSeconds }
  /// Pauses between speech (0.3 s of silence or more, the analysis' rule).
  public var pauseCount: Int { result.pauseCount }
  /// The longest pause, in seconds; 0 without pauses.
  public var longestPauseSeconds: Double { result.longestPauseSeconds }
  /// Syllables per second from the first speech to the last, pauses included: the rate compared.
  public var speechRate: Double { result.speechRate }
  /// Syllables per second of speaking time, pauses excluded.
  public var articulationRate: Double { result.articulationRate }
  /// What explains bad numbers, in a fixed order (clipped, too quiet, noisy); empty for a clean take.
  public var qualityNotes: [QualityNote] { QualityNote.notes(for: result.quality) }
}

/// A recording problem that explains bad numbers.
public enum QualityNote: String, Sendable, Equatable, CaseIterable {
  /// Too many samples at full scale: the microphone was too close or the gain too high.
  case clipped
  /// The speech was very quiet.
  case tooQuiet = "too_quiet"
  /// The background was loud against the speech (below ``noisyBelowDB``).
  case noisy

  /// Speech less than this many dB above the background counts as noisy: the analysis' confidence is
  /// under one half there (5 dB is a guess, 25 dB clean).
  public static let noisyBelowDB = 15.0

  /// The notes `quality` calls for.
  public static func notes(for quality: EvaluationQuality) -> [QualityNote] {
    var notes: [QualityNote] = []
    if quality.clipped { notes.append(.clipped) }
    if quality.tooQuiet { notes.append(.tooQuiet) }
    if quality.signalToNoiseDB < noisyBelowDB { notes.append(.noisy) }
    return notes
  }
}

/// One speech rate against an earlier one.
public struct RateComparison: Sendable, Equatable {
  /// Which way the rate moved.
  public enum Direction: String, Sendable, Equatable, CaseIterable {
    /// More syllables per second than before.
    case faster
    /// Fewer syllables per second than before.
    case slower
    /// Within ``RateComparison/tolerance`` of before.
    case aboutTheSame = "about_the_same"
  }

  /// Rates closer than this fraction of the earlier one (and never closer than 0.1 syllables per second,
  /// the precision shown) are about the same: listeners notice a change in tempo from about 10 %
  /// (Quené 2007, the just-noticeable difference for speech tempo), and the syllable count errs by up to
  /// that much on one take, so a smaller change is not reported as one.
  public static let tolerance = 0.10

  /// Which way it moved.
  public let direction: Direction
  /// This take's rate, in syllables per second.
  public let current: Double
  /// The earlier rate, in syllables per second.
  public let previous: Double

  /// Compares `current` with `previous`.
  public init(current: Double, previous: Double) {
    self.current = current
    self.previous = previous
    let difference = current - previous
    if abs(difference) < max(0.1, previous * Self.tolerance) {
      direction = .aboutTheSame
    } else {
      direction = difference > 0 ? .faster : .slower
    }
  }
}
