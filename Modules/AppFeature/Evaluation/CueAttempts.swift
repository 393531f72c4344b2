import ChatterboxAPI
import PracticeFeature

/// One cue's attempts, oldest first, with their evaluations and the speech rate's trend: what
/// `history --cue` and a history details view show. Built from recordings as the server lists them.
public struct CueAttempts: Sendable, Equatable {
  /// One recording of the cue.
  public struct Attempt: Sendable, Equatable {
    /// Its place among the cue's attempts, from 1 (the oldest listed).
    public let number: Int
    /// The recording.
    public let recording: Recording
    /// Its speech rate against the attempt before it that has measures; `nil` for the first measured one.
    public let comparison: RateComparison?

    /// The measures, when the evaluation is ready.
    public var result: EvaluationResult? {
      recording.evaluation?.state == .ready ? recording.evaluation?.result : nil
    }
  }

  /// The cue.
  public let cueID: String
  /// Oldest first.
  public let attempts: [Attempt]

  /// The attempts at `cueID` among `recordings` (any order; other cues' are left out).
  public init(cueID: String, recordings: [Recording]) {
    self.cueID = cueID
    let ordered = recordings.filter { $0.cueID == cueID }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    var previousRate: Double?
    var attempts: [Attempt] = []
    for (index, recording) in ordered.enumerated() {
      let rate = Self.readyResult(recording)?.speechRate
      let comparison = rate.flatMap { rate in previousRate.map { RateComparison(current: rate, previous: $0) } }
      attempts.append(Attempt(number: index + 1, recording: recording, comparison: comparison))
      if let rate { previousRate = rate }
    }
    self.attempts = attempts
  }

  /// The trend over the measured attempts: the last measured rate against the first; `nil` with fewer
  /// than two measured attempts.
  public var trend: RateComparison? {
    let rates = attempts.compactMap { $0.result?.speechRate }
    guard rates.count >= 2, let first = rates.first, let last = rates.last else { return nil }
    return RateComparison(current: last, previous: first)
  }

  /// The speech rate of the latest measured attempt other than `recordingID` that the server made
  /// before it (any other measured one when `recordingID` is not listed); `nil` without one.
  public static func previousRate(before recordingID: String, in recordings: [Recording]) -> Double? {
    let current = recordings.first { $0.id == recordingID }
    return
      recordings
      .filter { other in other.id != recordingID && (current.map { other.createdAt <= $0.createdAt } ?? true) }
      .sorted { $0.createdAt > $1.createdAt }
      .lazy.compactMap { readyResult($0)?.speechRate }.first
  }

  /// Every cue's attempts among `recordings`, by cue id.
  public static func byCue(_ recordings: [Recording]) -> [String: CueAttempts] {
    Dictionary(grouping: recordings, by: \.cueID).mapValues { CueAttempts(cueID: $0[0].cueID, recordings: $0) }
  }

  private static func readyResult(_ recording: Recording) -> EvaluationResult? {
    recording.evaluation?.state == .ready ? recording.evaluation?.result : nil
  }
}
