import ChatterboxAPI

/// The learner's fastest rates at a cue over the takes that can be compared (ADR 0055's rule: ready,
/// with speech of adequate quality), the one just made included: what "your best" says (ADR 0059).
public struct PersonalBest: Sendable, Equatable {
  /// The highest articulation rate (pauses left out), in syllables per second.
  public let articulationRate: Double
  /// The highest speech rate (pauses included), in syllables per second; it may come from another take.
  public let speechRate: Double
  /// How many comparable takes it was taken over.
  public let comparedTakes: Int

  /// The best over the comparable ones among `results`; `nil` when none is comparable.
  public init?(over results: [EvaluationResult]) {
    let comparable = results.filter { $0.notComparableReason == nil }
    guard let articulation = comparable.map(\.articulationRate).max(),
      let speech = comparable.map(\.speechRate).max()
    else { return nil }
    articulationRate = articulation
    speechRate = speech
    comparedTakes = comparable.count
  }

  /// The best at the cue after the take `current` (recording `recordingID`, when the server has it):
  /// `current` with the ready evaluations of the other recordings in `attempts`.
  public init?(current: EvaluationResult, recordingID: String?, attempts: [Recording]) {
    let others = attempts.filter { $0.id != recordingID }.compactMap { recording in
      recording.evaluation?.state == .ready ? recording.evaluation?.result : nil
    }
    self.init(over: [current] + others)
  }

  /// Whether `result` is itself the best articulation rate, against at least one other comparable
  /// take ("your best so far"); `false` for a first comparable take, which has nothing to beat.
  public func isHeld(by result: EvaluationResult) -> Bool {
    comparedTakes >= 2 && result.notComparableReason == nil && result.articulationRate >= articulationRate
  }
}
