import ChatterboxAPI

/// The model answer's pace beside the learner's own (issue 38): "the model answer: 5.2 syllables per
/// second — you: 4.1". Both are speech rates measured the same way (syllables per second, pauses
/// included), the learner's from their latest take of the cue whose speech can be compared (issue 37).
public struct ModelAnswerPace: Sendable, Equatable {
  /// The model answer's speech rate; `nil` when it could not be measured.
  public let model: Double?
  /// The learner's latest comparable speech rate on this cue; `nil` without one.
  public let learner: Double?

  /// The pace from the model answer's measures and the learner's attempts at the cue (either may be missing).
  public init(model: EvaluationResult?, learnerAttempts: CueAttempts?) {
    self.model = model?.comparableSpeechRate
    self.learner = learnerAttempts?.comparableAttempts.last?.result?.speechRate
  }

  /// Stores the rates as given.
  public init(model: Double?, learner: Double?) {
    self.model = model
    self.learner = learner
  }

  /// The learner against the model (`current` the learner's): `faster`, `slower` or `aboutTheSame`
  /// within the tempo JND (``RateComparison/tolerance``); `nil` unless both are known.
  public var learnerAgainstModel: RateComparison? {
    guard let model, let learner else { return nil }
    return RateComparison(current: learner, previous: model)
  }
}
