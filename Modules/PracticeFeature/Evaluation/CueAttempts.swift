import ChatterboxAPI

/// One cue's attempts, oldest first, with their evaluations and the speech rate's trend: what
/// `history --cue` and a history details view show. Built from recordings as the server lists them.
public struct CueAttempts: Sendable, Equatable {
  /// One recording of the cue.
  public struct Attempt: Sendable, Equatable {
    /// Its place among the cue's attempts, from 1 (the oldest listed).
    public let number: Int
    /// The recording.
    public let recording: Recording
    /// Its speech rate against the comparable attempt before it; `nil` for the first comparable one,
    /// and for one that is not comparable itself.
    public let comparison: RateComparison?

    /// The measures, when the evaluation is ready.
    public var result: EvaluationResult? {
      recording.evaluation?.state == .ready ? recording.evaluation?.result : nil
    }

    /// Why its measures are left out of comparisons and the trend; `nil` when they count, or there are none.
    public var notComparableReason: NotComparableReason? { result?.notComparableReason }
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
      let rate = Self.readyResult(recording)?.comparableSpeechRate
      let comparison = rate.flatMap { rate in previousRate.map { RateComparison(current: rate, previous: $0) } }
      attempts.append(Attempt(number: index + 1, recording: recording, comparison: comparison))
      if let rate { previousRate = rate }
    }
    self.attempts = attempts
  }

  /// The comparable attempts (ready, with speech of adequate quality), oldest first.
  public var comparableAttempts: [Attempt] { attempts.filter { $0.result?.comparableSpeechRate != nil } }

  /// The fastest rates over the comparable attempts (ADR 0059); `nil` when none is comparable.
  public var personalBest: PersonalBest? { PersonalBest(over: attempts.compactMap(\.result)) }

  /// The trend over the comparable attempts, robust to one odd take: the median rate of the latest
  /// ones against the median of the earliest, each up to three and never the same attempt twice (the
  /// last rate against the first with two or three); `nil` with fewer than two comparable attempts.
  public var trend: RateComparison? {
    let rates = comparableAttempts.compactMap { $0.result?.speechRate }
    guard rates.count >= 2 else { return nil }
    let window = min(3, rates.count / 2)
    return RateComparison(current: Self.median(rates.suffix(window)), previous: Self.median(rates.prefix(window)))
  }

  /// The middle value (the mean of the two middle ones for an even count); `values` is not empty.
  static func median(_ values: ArraySlice<Double>) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The speech rate of the latest comparable attempt other than `recordingID` that the server made
  /// before it (any other comparable one when `recordingID` is not listed); `nil` without one. Takes made
  /// in the same second (the server's `created_at` resolution) are ordered by id, as the server lists
  /// them, so the later of two is the one compared with.
  public static func previousRate(before recordingID: String, in recordings: [Recording]) -> Double? {
    let current = recordings.first { $0.id == recordingID }.map { ($0.createdAt, $0.id) }
    return
      recordings
      .filter { other in other.id != recordingID && (current.map { (other.createdAt, other.id) < $0 } ?? true) }
      .sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
      .lazy.compactMap { readyResult($0)?.comparableSpeechRate }.first
  }

  /// Every cue's attempts among `recordings`, by cue id.
  public static func byCue(_ recordings: [Recording]) -> [String: CueAttempts] {
    Dictionary(grouping: recordings, by: \.cueID).mapValues { CueAttempts(cueID: $0[0].cueID, recordings: $0) }
  }

  private static func readyResult(_ recording: Recording) -> EvaluationResult? {
    recording.evaluation?.state == .ready ? recording.evaluation?.result : nil
  }
}
