import Foundation

/// Runs entries: warm-up rounds per side, then interleaved rounds (baseline first in even rounds,
/// subject first in odd ones, so neither side always runs on a warmer or cooler machine), and
/// summarises each entry by its medians.
public struct Harness: Sendable {
  /// What went wrong with one entry.
  public struct Failure: Sendable {
    /// The entry's id.
    public let id: String
    /// The entry's name.
    public let name: String
    /// The error, described.
    public let message: String
  }

  /// An entry that did not run here, and why (``BenchmarkSkipped``).
  public struct Skip: Sendable {
    /// The entry's id.
    public let id: String
    /// The entry's name.
    public let name: String
    /// Why it did not run.
    public let reason: String
  }

  /// One row of the report.
  public enum Row: Sendable {
    /// Figures (an entry's own row or one of its companions).
    case measured(Measurement)
    /// Not run here, with the reason.
    case skipped(Skip)
    /// The entry threw.
    case failed(Failure)
  }

  /// Everything one run produced, in entry order.
  public struct Report: Sendable {
    /// When the run started.
    public let date: Date
    /// Where it ran.
    public let machine: MachineInfo
    /// Full or quick.
    public let mode: RunMode
    /// Rounds per side (the run's default; an entry may use fewer, see ``Measurement/rounds``).
    public let rounds: Int
    /// Rows in order: each entry's own row, then its companions'.
    public let rows: [Row]

    /// Creates a report.
    public init(date: Date, machine: MachineInfo, mode: RunMode, rounds: Int, rows: [Row]) {
      self.date = date
      self.machine = machine
      self.mode = mode
      self.rounds = rounds
      self.rows = rows
    }

    /// Rows with figures.
    public var measurements: [Measurement] {
      rows.compactMap { if case .measured(let value) = $0 { value } else { nil } }
    }
    /// Entries that threw.
    public var failures: [Failure] {
      rows.compactMap { if case .failed(let value) = $0 { value } else { nil } }
    }
    /// Entries that did not run here.
    public var skips: [Skip] {
      rows.compactMap { if case .skipped(let value) = $0 { value } else { nil } }
    }
    /// Whether the run should exit 0: nothing threw and no invariant broke (missed targets and
    /// skipped entries do not count).
    public var succeeded: Bool {
      failures.isEmpty && measurements.allSatisfy { $0.violations.isEmpty }
    }
  }

  /// Run settings.
  public let options: Options
  /// Where progress lines go (stderr in the command).
  public let progress: @Sendable (String) -> Void

  /// Creates a harness.
  public init(options: Options, progress: @escaping @Sendable (String) -> Void) {
    self.options = options
    self.progress = progress
  }

  /// Runs the selected entries one after another.
  public func run(_ benchmarks: [any Benchmark], machine: MachineInfo) async -> Report {
    let date = Date()
    var rows: [Row] = []
    let ids = benchmarks.map(\.id)
    for benchmark in benchmarks where options.selects(id: benchmark.id, name: benchmark.name, allIDs: ids) {
      do {
        rows += try await measure(benchmark).map(Row.measured)
      } catch let skipped as BenchmarkSkipped {
        progress("⏭ \(benchmark.id): skipped: \(skipped.reason)")
        rows.append(.skipped(Skip(id: benchmark.id, name: benchmark.name, reason: skipped.reason)))
      } catch {
        progress("✗ \(benchmark.id): \(error)")
        rows.append(.failed(Failure(id: benchmark.id, name: benchmark.name, message: "\(error)")))
      }
    }
    return Report(date: date, machine: machine, mode: options.mode, rounds: options.effectiveRounds, rows: rows)
  }

  /// Rounds per side for one entry: `--rounds` if given, else the entry's own choice, else the mode's.
  public func rounds(for benchmark: any Benchmark) -> Int {
    max(1, options.rounds ?? benchmark.rounds(for: options.mode) ?? options.mode.defaultRounds)
  }

  /// Measures one entry: its own row first, then one per companion.
  public func measure(_ benchmark: any Benchmark) async throws -> [Measurement] {
    let rounds = rounds(for: benchmark)
    let iterations = benchmark.iterations(for: options.mode)
    let started = ContinuousClock.now
    progress("▶ \(benchmark.id): \(rounds) rounds × \(iterations) operations per side")
    let fixture = try await benchmark.makeFixture(iterations: iterations)
    let multi = fixture as? any MultiValueFixture
    func runBaseline(_ count: Int) async throws -> RoundResult {
      if let multi { return try await multi.baselineRound(iterations: count) }
      return RoundResult(try await fixture.baseline(iterations: count))
    }
    func runSubject(_ count: Int) async throws -> RoundResult {
      if let multi { return try await multi.subjectRound(iterations: count) }
      return RoundResult(try await fixture.subject(iterations: count))
    }
    do {
      // Warm-up, not recorded: connection pools, lazy globals, metadata caches, first-touch page faults.
      for _ in 0..<max(0, benchmark.warmUpRounds) {
        _ = try await runBaseline(iterations)
        _ = try await runSubject(iterations)
      }
      var baseline = Rounds()
      var subject = Rounds()
      let slices = max(1, min(benchmark.slicesPerRound, iterations))
      for round in 0..<rounds {
        // ABBA at both levels: rounds alternate which side opens, and so do the slices inside.
        var baselineSlices = Rounds()
        var subjectSlices = Rounds()
        for slice in 0..<slices {
          let operations = iterations / slices + (slice < iterations % slices ? 1 : 0)
          if (round + slice).isMultiple(of: 2) {
            try await baselineSlices.record(operations) { try await runBaseline(operations) }
            try await subjectSlices.record(operations) { try await runSubject(operations) }
          } else {
            try await subjectSlices.record(operations) { try await runSubject(operations) }
            try await baselineSlices.record(operations) { try await runBaseline(operations) }
          }
        }
        baseline.append(mergingSlicesOf: baselineSlices)
        subject.append(mergingSlicesOf: subjectSlices)
        progress(
          "  round \(round + 1)/\(rounds): baseline \(Format.value(baseline.values[round], benchmark.metric)), "
            + "subject \(Format.value(subject.values[round], benchmark.metric))"
            + (benchmark.metric == .timePerOperation
              ? " (CPU \(Format.duration(baseline.cpu[round])) / \(Format.duration(subject.cpu[round])))" : "")
            + benchmark.companions.map { companion in
              "; \(companion.key) \(Format.value(baseline.extras[companion.key]?[round] ?? .nan, companion.metric))"
                + " / \(Format.value(subject.extras[companion.key]?[round] ?? .nan, companion.metric))"
            }.joined())
      }
      let findings = await fixture.findings()
      await fixture.tearDown()
      for note in findings.notes { progress("  note: \(note)") }
      for violation in findings.violations { progress("  ❌ \(violation)") }
      let wallSeconds = (ContinuousClock.now - started).seconds
      let own = Measurement(
        id: benchmark.id, name: benchmark.name, baselineName: benchmark.baselineName, metric: benchmark.metric,
        target: benchmark.target, rounds: rounds, iterations: iterations, baselineRounds: baseline.values,
        subjectRounds: subject.values,
        baselineCPURounds: benchmark.metric == .timePerOperation ? baseline.cpu : [],
        subjectCPURounds: benchmark.metric == .timePerOperation ? subject.cpu : [],
        wallSeconds: wallSeconds, notes: findings.notes, violations: findings.violations)
      let companions = benchmark.companions.map { companion in
        Measurement(
          id: companion.id, name: companion.name, baselineName: companion.baselineName, metric: companion.metric,
          target: companion.target, rounds: rounds, iterations: iterations,
          baselineRounds: baseline.extras[companion.key] ?? [], subjectRounds: subject.extras[companion.key] ?? [],
          wallSeconds: wallSeconds, notes: findings.companionNotes[companion.key] ?? [])
      }
      return [own] + companions
    } catch {
      await fixture.tearDown()
      throw error
    }
  }
}

/// One side's rounds (or one round's slices): the fixture's values, companion values, and the
/// process CPU time per operation beside them.
private struct Rounds {
  var values: [Double] = []
  var cpu: [Double] = []
  var extras: [String: [Double]] = [:]

  mutating func record(_ iterations: Int, _ round: () async throws -> RoundResult) async throws {
    let cpuBefore = ProcessMetrics.cpuSeconds()
    let result = try await round()
    values.append(result.value)
    cpu.append((ProcessMetrics.cpuSeconds() - cpuBefore) / Double(iterations))
    for (key, value) in result.extras { extras[key, default: []].append(value) }
  }

  /// Adds one round whose value is the mean of its slices (slices differ by at most one operation).
  mutating func append(mergingSlicesOf slices: Rounds) {
    values.append(slices.values.reduce(0, +) / Double(slices.values.count))
    cpu.append(slices.cpu.reduce(0, +) / Double(slices.cpu.count))
    for (key, sliceValues) in slices.extras {
      extras[key, default: []].append(sliceValues.reduce(0, +) / Double(sliceValues.count))
    }
  }
}
