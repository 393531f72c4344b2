import ChatterboxAPI

/// Why a take's speech rate is left out of comparisons and trends (issue 37): its numbers do not say
/// how fast the learner spoke.
public enum NotComparableReason: String, Sendable, Equatable, CaseIterable {
  /// No syllable was found: silence, a tone, noise, or a take cut to nothing.
  case noSpeech = "no_speech"
  /// Too many samples at full scale: the loud parts, and so the syllables, are lost.
  case clipped
  /// The speech was too quiet to measure.
  case tooQuiet = "too_quiet"
  /// The analysis' own confidence is under ``EvaluationResult/minimumComparableConfidence`` (a noisy take).
  case lowConfidence = "low_confidence"
}

extension EvaluationResult {
  /// A confidence under this leaves a take out of comparisons: below it (about 15 dB above the
  /// background, ``QualityNote/noisyBelowDB``) the syllable count errs by more than the change a
  /// comparison reports.
  public static let minimumComparableConfidence = 0.5

  /// Why this take is left out of comparisons and trends, in a fixed order (no speech, clipped, too
  /// quiet, low confidence); `nil` when its speech rate can be compared with another take's.
  public var notComparableReason: NotComparableReason? {
    if syllableCount == 0 || !(speechRate > 0) { return .noSpeech }
    if quality.clipped { return .clipped }
    if quality.tooQuiet { return .tooQuiet }
    if !(confidence >= Self.minimumComparableConfidence) { return .lowConfidence }
    return nil
  }

  /// The speech rate, when the take can be compared (``notComparableReason`` is `nil`).
  public var comparableSpeechRate: Double? { notComparableReason == nil ? speechRate : nil }
}
