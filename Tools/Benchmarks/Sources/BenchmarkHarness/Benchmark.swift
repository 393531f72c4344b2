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
  /// Rounds per side for this entry in `mode`, or `nil` for the run's default (7 full, 3 quick).
  /// Heavy entries (a 200 MB upload, an hour of audio) ask for fewer; `--rounds` always wins.
  func rounds(for mode: RunMode) -> Int?
  /// Unrecorded warm-up rounds per side before the measured ones (default 1).
  var warmUpRounds: Int { get }
  /// Further rows measured by the same rounds: the fixture (a ``MultiValueFixture``) returns their
  /// values with each round, under each companion's ``Companion/key``. For figures that come out
  /// of one expensive operation together, such as the peak RSS and the throughput of one upload.
  var companions: [Companion] { get }
  /// Builds whatever both sides need (sessions, servers, data). Called once per run. Throw
  /// ``BenchmarkSkipped`` when something the entry needs is missing (a binary, a module): the row
  /// then says why, and the run still exits 0. Implement this or ``makeFixture(iterations:)``.
  func makeFixture() async throws -> any BenchmarkFixture
  /// Like ``makeFixture()``, for entries whose set-up depends on the round size (the harness calls
  /// this one, with ``iterations(for:)`` of the run's mode): a file of that many megabytes, that
  /// many seconds of audio.
  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture
}

extension Benchmark {
  public var summary: String { "\(name) vs \(baselineName)." }
  public var metric: Metric { .timePerOperation }
  public var target: Target? { nil }
  public var slicesPerRound: Int { 1 }
  public func rounds(for mode: RunMode) -> Int? { nil }
  public var warmUpRounds: Int { 1 }
  public var companions: [Companion] { [] }
  public func makeFixture(iterations: Int) async throws -> any BenchmarkFixture { try await makeFixture() }
  public func makeFixture() async throws -> any BenchmarkFixture {
    throw BenchmarkSetupError("\(id) implements neither makeFixture() nor makeFixture(iterations:)")
  }
}

/// An entry that cannot build its fixture at all (a programming error in the entry).
public struct BenchmarkSetupError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// A further row of an entry, measured by the same rounds as the entry's own (see
/// ``Benchmark/companions``). It has its own unit, baseline description and target.
///
/// ```swift
/// Companion(key: "throughput", id: "upload-throughput", name: "Upload throughput",
///           baselineName: "curl -T", metric: .bytesPerSecond, target: nil)
/// ```
public struct Companion: Sendable, Equatable {
  /// The key of this row's value in ``RoundResult/extras``.
  public let key: String
  /// The row's own id (JSON key; `--filter` selects the parent entry).
  public let id: String
  /// The row title.
  public let name: String
  /// What the subject is compared with.
  public let baselineName: String
  /// The unit of the row's values.
  public let metric: Metric
  /// The bound, if any.
  public let target: Target?

  /// Creates a companion row.
  public init(key: String, id: String, name: String, baselineName: String, metric: Metric, target: Target? = nil) {
    self.key = key
    self.id = id
    self.name = name
    self.baselineName = baselineName
    self.metric = metric
    self.target = target
  }
}

/// Thrown by ``Benchmark/makeFixture()`` when the entry cannot run here (a binary not built, a
/// module not ready). The row shows the reason; the run does not fail.
///
/// ```swift
/// guard FileManager.default.isExecutableFile(atPath: path) else {
///   throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`")
/// }
/// ```
public struct BenchmarkSkipped: Error, Sendable, CustomStringConvertible {
  /// Why the entry did not run.
  public let reason: String
  /// Creates the error.
  public init(_ reason: String) { self.reason = reason }
  public var description: String { reason }
}

/// What an entry found besides its figures: facts for the Notes column (the size it used, a
/// count), and violated invariants, which mark the row ❌ and make the run exit 1 (unlike a missed
/// target, an invariant such as "one refresh per 401 storm" is not noise).
public struct Findings: Sendable, Equatable {
  /// Facts shown in the Notes column of the entry's own row.
  public var notes: [String]
  /// Broken invariants, shown in the Target column with ❌.
  public var violations: [String]
  /// Notes for companion rows, by ``Companion/key``.
  public var companionNotes: [String: [String]]

  /// Creates findings.
  public init(notes: [String] = [], violations: [String] = [], companionNotes: [String: [String]] = [:]) {
    self.notes = notes
    self.violations = violations
    self.companionNotes = companionNotes
  }
}

/// One round's value and its companions' values.
public struct RoundResult: Sendable, Equatable {
  /// The entry's own value, in its ``Metric``.
  public var value: Double
  /// Companion values by ``Companion/key``.
  public var extras: [String: Double]

  /// Creates a round result.
  public init(_ value: Double, extras: [String: Double] = [:]) {
    self.value = value
    self.extras = extras
  }
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
  /// Notes and broken invariants gathered over the rounds; read once, after the last round.
  func findings() async -> Findings
  /// Releases servers, sessions and files. Called once, also after a failure.
  func tearDown() async
}

extension BenchmarkFixture {
  public func findings() async -> Findings { Findings() }
  public func tearDown() async {}
}

/// A fixture whose rounds yield several values: the entry's own and its ``Benchmark/companions``'.
/// Implement the two `…Round` methods; `baseline(iterations:)` and `subject(iterations:)` follow.
public protocol MultiValueFixture: BenchmarkFixture {
  /// Runs one baseline round and returns its values.
  func baselineRound(iterations: Int) async throws -> RoundResult
  /// Runs one subject round and returns its values.
  func subjectRound(iterations: Int) async throws -> RoundResult
}

extension MultiValueFixture {
  public func baseline(iterations: Int) async throws -> Double { try await baselineRound(iterations: iterations).value }
  public func subject(iterations: Int) async throws -> Double { try await subjectRound(iterations: iterations).value }
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
///
/// `afterSubjectSlice` runs at the end of every subject round or slice, inside its timing: for
/// subjects that defer work to the background (a log that writes later), so that work is charged
/// to the subject and cannot spill into the next baseline slice. `settleAfterSubjectSlice` runs
/// there too but outside the timing: the background work still cannot spill into the baseline, but
/// only the part of it that slowed the subject's operations down (by competing for the cores while
/// they ran) is charged — the latency a caller sees, rather than the CPU spent.
public struct TimedFixture: BenchmarkFixture {
  /// One operation.
  public typealias Operation = @Sendable () async throws -> Void

  private let baselineOperation: Operation
  private let subjectOperation: Operation
  private let afterSubject: Operation?
  private let settleAfterSubject: Operation?
  private let gatherFindings: @Sendable () async -> Findings
  private let cleanUp: @Sendable () async -> Void

  /// Creates the fixture from one baseline operation and one subject operation.
  public init(
    baseline: @escaping Operation, subject: @escaping Operation, afterSubjectSlice: Operation? = nil,
    settleAfterSubjectSlice: Operation? = nil, findings: @escaping @Sendable () async -> Findings = { Findings() },
    tearDown: @escaping @Sendable () async -> Void = {}
  ) {
    baselineOperation = baseline
    subjectOperation = subject
    afterSubject = afterSubjectSlice
    settleAfterSubject = settleAfterSubjectSlice
    gatherFindings = findings
    cleanUp = tearDown
  }

  public func baseline(iterations: Int) async throws -> Double {
    try await Stopwatch.secondsPerOperation(iterations: iterations, baselineOperation)
  }

  public func subject(iterations: Int) async throws -> Double {
    let operation = subjectOperation
    let afterSubject = self.afterSubject
    let seconds = try await Stopwatch.seconds {
      for _ in 0..<iterations { try await operation() }
      try await afterSubject?()
    }
    try await settleAfterSubject?()
    return seconds / Double(iterations)
  }

  public func findings() async -> Findings { await gatherFindings() }

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

/// A bound on an entry's figures: on the ratio subject/baseline, or on the subject's median itself
/// (in the entry's unit) when the requirement is absolute, such as "peak RSS growth under 32 MiB".
public enum Target: Sendable, Equatable {
  /// Met when the ratio is at most this (time, memory: lower is better).
  case atMost(Double)
  /// Met when the ratio is at least this (throughput: higher is better).
  case atLeast(Double)
  /// Met when the subject's median is at most this, in the entry's unit.
  case subjectAtMost(Double)
  /// Met when the subject's median is at least this, in the entry's unit.
  case subjectAtLeast(Double)

  /// Whether a ratio bound is met by `ratio` (absolute bounds: always `false`, use ``isMet(ratio:subject:)``).
  public func isMet(by ratio: Double) -> Bool {
    isMet(ratio: ratio, subject: .nan)
  }

  /// Whether the bound is met by these figures.
  public func isMet(ratio: Double, subject: Double) -> Bool {
    switch self {
    case .atMost(let bound): ratio <= bound
    case .atLeast(let bound): ratio >= bound
    case .subjectAtMost(let bound): subject <= bound
    case .subjectAtLeast(let bound): subject >= bound
    }
  }

  /// `≤ 1.10×`, `≥ 0.80×`; absolute bounds as a plain number (see ``description(for:)``).
  public var description: String { description(for: .plain(unit: "")) }

  /// `≤ 1.10×`, or for absolute bounds the value in the entry's unit: `subject ≤ 32.0 MiB`.
  public func description(for metric: Metric) -> String {
    switch self {
    case .atMost(let bound): "≤ \(Format.ratio(bound))"
    case .atLeast(let bound): "≥ \(Format.ratio(bound))"
    case .subjectAtMost(let bound): "subject ≤ \(Format.value(bound, metric))"
    case .subjectAtLeast(let bound): "subject ≥ \(Format.value(bound, metric))"
    }
  }
}
