/// One entry of the benchmark table: a subject measured against a baseline in the same run.
///
/// Add an entry by conforming to this protocol and appending an instance to the registry
/// (`Registry.swift` in the `chatterbox-benchmarks` target). The harness owns rounds, warm-up,
/// interleaving, medians and output; an entry only says how to set up and what one round does.
///
/// ```swift
/// struct LookupSpeed: Benchmark {
///   let id = "l10n-lookup"
///   let name = "Localization lookup"
///   let baselineName = "Dictionary<String, String> lookup"
///   let target: Target? = .atMost(2.0)
///   func iterations(for mode: RunMode) -> Int { mode == .quick ? 20_000 : 200_000 }
///   func makeFixture() async throws -> any BenchmarkFixture {
///     let table = Table.load()
///     return TimedFixture(
///       baseline: { blackHole(plain["greeting"]) },
///       subject: { blackHole(table.string("greeting")) })
///   }
/// }
/// ```
public protocol Benchmark: Sendable {
  /// A short, stable, kebab-case identifier (what `--filter` matches first, and the JSON key).
  var id: String { get }
  /// The row title in the table.
  var name: String { get }
  /// What the subject is compared with, as shown in the Baseline column.
  var baselineName: String { get }
  /// One or two sentences for `--list` and the README.
  var summary: String { get }
  /// What a round's value is; per-operation time unless the entry says otherwise.
  var metric: Metric { get }
  /// The ratio subject/baseline this entry should meet, if any.
  var target: Target? { get }
  /// Operations per round. A round should take at least a few milliseconds so clock resolution
  /// and scheduling noise stay well under 1 %.
  func iterations(for mode: RunMode) -> Int
  /// Into how many alternating slices each round is cut (default 1). With 10, a round of 500
  /// operations runs as 50 baseline, 50 subject, 50 subject, 50 baseline, … so a burst of load
  /// from another process lands on both sides of the round alike; the round's value is the mean
  /// of its slices. Use it for per-operation timings; keep 1 where a round must run whole
  /// (a peak-RSS round, a single process launch).
  var slicesPerRound: Int { get }
  /// Builds whatever both sides need (sessions, servers, data). Called once per run.
  func makeFixture() async throws -> any BenchmarkFixture
}

extension Benchmark {
  public var summary: String { "\(name) vs \(baselineName)." }
  public var metric: Metric { .timePerOperation }
  public var target: Target? { nil }
  public var slicesPerRound: Int { 1 }
}

/// The prepared state of one entry. The harness calls `baseline` and `subject` alternately, a
/// round (or a slice of one, see ``Benchmark/slicesPerRound``) at a time, and `tearDown` once at
/// the end.
///
/// Each call returns its value in the entry's ``Metric`` (seconds per operation for
/// ``Metric/timePerOperation``). ``TimedFixture`` does the timing for the common case; write your
/// own fixture when a round yields something else (peak RSS, throughput, a multiple of real time).
public protocol BenchmarkFixture: Sendable {
  /// Runs one baseline round of `iterations` operations and returns its value.
  func baseline(iterations: Int) async throws -> Double
  /// Runs one subject round of `iterations` operations and returns its value.
  func subject(iterations: Int) async throws -> Double
  /// Releases servers, sessions and files. Called once, also after a failure.
  func tearDown() async
}

extension BenchmarkFixture {
  public func tearDown() async {}
}

/// A fixture for the common case: both sides are "do one operation", and a round's value is the
/// mean time per operation over the round.
///
/// ```swift
/// TimedFixture(
///   baseline: { _ = try await session.data(for: request) },
///   subject: { _ = try await client.send(endpoint) },
///   tearDown: { session.invalidateAndCancel() })
/// ```
public struct TimedFixture: BenchmarkFixture {
  /// One operation.
  public typealias Operation = @Sendable () async throws -> Void

  private let baselineOperation: Operation
  private let subjectOperation: Operation
  private let cleanUp: @Sendable () async -> Void

  /// Creates the fixture from one baseline operation and one subject operation.
  public init(
    baseline: @escaping Operation, subject: @escaping Operation,
    tearDown: @escaping @Sendable () async -> Void = {}
  ) {
    baselineOperation = baseline
    subjectOperation = subject
    cleanUp = tearDown
  }

  public func baseline(iterations: Int) async throws -> Double {
    try await Stopwatch.secondsPerOperation(iterations: iterations, baselineOperation)
  }

  public func subject(iterations: Int) async throws -> Double {
    try await Stopwatch.secondsPerOperation(iterations: iterations, subjectOperation)
  }

  public func tearDown() async { await cleanUp() }
}

/// Full runs (7 rounds) or quick ones (3 rounds, each entry's quick iteration count).
public enum RunMode: String, Sendable, Codable {
  case full, quick

  /// Rounds per side unless `--rounds` overrides it.
  public var defaultRounds: Int { self == .quick ? 3 : 7 }
}

/// What a round's value means, which decides formatting.
public enum Metric: Sendable, Equatable {
  /// Seconds per operation (shown as ns, µs, ms or s).
  case timePerOperation
  /// A byte count, such as peak RSS (shown as KiB, MiB or GiB).
  case bytes
  /// Bytes per second (shown as MB/s).
  case bytesPerSecond
  /// A plain number with a unit suffix, such as `×` for a multiple of real time.
  case plain(unit: String)

  /// A short name for JSON output.
  public var unitName: String {
    switch self {
    case .timePerOperation: "seconds_per_operation"
    case .bytes: "bytes"
    case .bytesPerSecond: "bytes_per_second"
    case .plain(let unit): unit
    }
  }
}

/// A bound on the ratio subject/baseline.
public enum Target: Sendable, Equatable {
  /// Met when the ratio is at most this (time, memory: lower is better).
  case atMost(Double)
  /// Met when the ratio is at least this (throughput: higher is better).
  case atLeast(Double)

  /// Whether `ratio` meets the bound.
  public func isMet(by ratio: Double) -> Bool {
    switch self {
    case .atMost(let bound): ratio <= bound
    case .atLeast(let bound): ratio >= bound
    }
  }

  /// `≤ 1.10×` or `≥ 0.80×`.
  public var description: String {
    switch self {
    case .atMost(let bound): "≤ \(Format.ratio(bound))"
    case .atLeast(let bound): "≥ \(Format.ratio(bound))"
    }
  }
}
