/// Times loops, and summarises the rounds of one entry.
public enum Stopwatch {
  /// Runs `operation` `iterations` times and returns the mean seconds per operation. The clock is
  /// read twice per call, never per operation, so its cost does not enter the figure.
  ///
  /// ```swift
  /// let perRequest = try await Stopwatch.secondsPerOperation(iterations: 300) { _ = try await send() }
  /// ```
  public static func secondsPerOperation(
    iterations: Int, _ operation: @Sendable () async throws -> Void
  ) async throws -> Double {
    precondition(iterations > 0, "a round needs at least one operation")
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<iterations { try await operation() }
    return (clock.now - start).seconds / Double(iterations)
  }

  /// Seconds taken by a synchronous `body`, once.
  ///
  /// ```swift
  /// let elapsed = try Stopwatch.secondsSync { try writer.finish() }
  /// ```
  public static func secondsSync(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return (clock.now - start).seconds
  }

  /// Seconds taken by `body`, once.
  ///
  /// ```swift
  /// let elapsed = try await Stopwatch.seconds { try await upload() }
  /// ```
  public static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    return (clock.now - start).seconds
  }
}

extension Duration {
  /// The duration as floating-point seconds.
  public var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

/// Keeps a value alive so the optimizer cannot delete the work that produced it.
///
/// ```swift
/// blackHole(table.string("greeting"))
/// ```
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Order statistics over round values.
public enum Statistics {
  /// The median (the mean of the middle two for an even count). `nan` for no values.
  ///
  /// ```swift
  /// Statistics.median([3, 1, 2]) // 2
  /// ```
  public static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// (max − min) / median: how far apart the rounds were; under ~5 % is a quiet machine.
  ///
  /// ```swift
  /// Statistics.relativeSpread([0.9, 1.0, 1.1]) // 0.2
  /// ```
  public static func relativeSpread(_ values: [Double]) -> Double {
    guard let low = values.min(), let high = values.max() else { return .nan }
    let middle = median(values)
    return middle == 0 ? .nan : (high - low) / middle
  }
}

/// The outcome of one entry: every round's value for both sides, and what follows from them.
public struct Measurement: Sendable {
  /// The entry's identifier.
  public let id: String
  /// The row title.
  public let name: String
  /// The baseline's description.
  public let baselineName: String
  /// The unit of the values.
  public let metric: Metric
  /// The bound on the ratio, if any.
  public let target: Target?
  /// Rounds per side.
  public let rounds: Int
  /// Operations per round.
  public let iterations: Int
  /// Baseline round values, in the order they ran.
  public let baselineRounds: [Double]
  /// Subject round values, in the order they ran.
  public let subjectRounds: [Double]
  /// Process CPU seconds per operation of each baseline round (time metrics only, else empty).
  public let baselineCPURounds: [Double]
  /// Process CPU seconds per operation of each subject round (time metrics only, else empty).
  public let subjectCPURounds: [Double]
  /// Wall-clock seconds the entry took, warm-up and set-up included.
  public let wallSeconds: Double
  /// Facts the fixture reported (sizes used, counts), shown in the Notes column.
  public var notes: [String]
  /// Broken invariants the fixture reported: the row shows ❌ and the run exits 1.
  public var violations: [String]

  /// Creates a measurement from its rounds.
  public init(
    id: String, name: String, baselineName: String, metric: Metric, target: Target?, rounds: Int,
    iterations: Int, baselineRounds: [Double], subjectRounds: [Double], baselineCPURounds: [Double] = [],
    subjectCPURounds: [Double] = [], wallSeconds: Double, notes: [String] = [], violations: [String] = []
  ) {
    self.notes = notes
    self.violations = violations
    self.id = id
    self.name = name
    self.baselineName = baselineName
    self.metric = metric
    self.target = target
    self.rounds = rounds
    self.iterations = iterations
    self.baselineRounds = baselineRounds
    self.subjectRounds = subjectRounds
    self.baselineCPURounds = baselineCPURounds
    self.subjectCPURounds = subjectCPURounds
    self.wallSeconds = wallSeconds
  }

  /// Median of the baseline rounds.
  public var baselineMedian: Double { Statistics.median(baselineRounds) }
  /// Median of the subject rounds.
  public var subjectMedian: Double { Statistics.median(subjectRounds) }
  /// Subject median / baseline median: the figure in the table, reproducible from its two columns.
  public var ratio: Double { subjectMedian / baselineMedian }
  /// Median of the per-round ratios (round i's subject over round i's baseline). Pairs ran back to
  /// back, so this cancels slow drift best; it should sit close to ``ratio``.
  public var pairedRatio: Double {
    Statistics.median(zip(subjectRounds, baselineRounds).map { $0 / $1 })
  }
  /// Subject median − baseline median, in the metric's unit (for time: the absolute overhead).
  public var difference: Double { subjectMedian - baselineMedian }
  /// Median CPU time per operation, subject over baseline: less sensitive than wall time to other
  /// processes on a shared machine (`nan` when CPU time was not recorded).
  public var cpuRatio: Double {
    Statistics.median(subjectCPURounds) / Statistics.median(baselineCPURounds)
  }
  /// Whether the target is met; `nil` without a target.
  public var targetMet: Bool? { target.map { $0.isMet(ratio: ratio, subject: subjectMedian) } }
}
