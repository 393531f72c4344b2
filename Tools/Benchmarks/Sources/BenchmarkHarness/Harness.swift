import Foundation

/// Runs entries: a warm-up round per side, then interleaved rounds (baseline first in even
/// rounds, subject first in odd ones, so neither side always runs on a warmer or cooler machine),
/// and summarises each entry by its medians.
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

  /// Everything one run produced, in entry order.
  public struct Report: Sendable {
    /// When the run started.
    public let date: Date
    /// Where it ran.
    public let machine: MachineInfo
    /// Full or quick.
    public let mode: RunMode
    /// Rounds per side.
    public let rounds: Int
    /// Entries that ran, or failed, in order.
    public let results: [Result<Measurement, FailureBox>]

    /// Entries that completed.
    public var measurements: [Measurement] {
      results.compactMap { if case .success(let value) = $0 { value } else { nil } }
    }
    /// Entries that threw.
    public var failures: [Failure] {
      results.compactMap { if case .failure(let box) = $0 { box.failure } else { nil } }
    }
  }

  /// ``Failure`` as an `Error`, so it fits `Result`.
  public struct FailureBox: Error, Sendable {
    /// The failure.
    public let failure: Failure
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
    var results: [Result<Measurement, FailureBox>] = []
    let ids = benchmarks.map(\.id)
    for benchmark in benchmarks where options.selects(id: benchmark.id, name: benchmark.name, allIDs: ids) {
      do {
        results.append(.success(try await measure(benchmark)))
      } catch {
        progress("✗ \(benchmark.id): \(error)")
        results.append(
          .failure(FailureBox(failure: Failure(id: benchmark.id, name: benchmark.name, message: "\(error)"))))
      }
    }
    return Report(date: date, machine: machine, mode: options.mode, rounds: options.effectiveRounds, results: results)
  }

  /// Measures one entry.
  public func measure(_ benchmark: any Benchmark) async throws -> Measurement {
    let rounds = options.effectiveRounds
    let iterations = benchmark.iterations(for: options.mode)
    let started = ContinuousClock.now
    progress("▶ \(benchmark.id): \(rounds) rounds × \(iterations) operations per side")
    let fixture = try await benchmark.makeFixture()
    do {
      // Warm-up, not recorded: connection pools, lazy globals, metadata caches, first-touch page faults.
      _ = try await fixture.baseline(iterations: iterations)
      _ = try await fixture.subject(iterations: iterations)
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
            try await baselineSlices.record(operations) { try await fixture.baseline(iterations: operations) }
            try await subjectSlices.record(operations) { try await fixture.subject(iterations: operations) }
          } else {
            try await subjectSlices.record(operations) { try await fixture.subject(iterations: operations) }
            try await baselineSlices.record(operations) { try await fixture.baseline(iterations: operations) }
          }
        }
        baseline.append(mergingSlicesOf: baselineSlices)
        subject.append(mergingSlicesOf: subjectSlices)
        progress(
          "  round \(round + 1)/\(rounds): baseline \(Format.value(baseline.values[round], benchmark.metric)), "
            + "subject \(Format.value(subject.values[round], benchmark.metric))"
            + (benchmark.metric == .timePerOperation
              ? " (CPU \(Format.duration(baseline.cpu[round])) / \(Format.duration(subject.cpu[round])))" : ""))
      }
      await fixture.tearDown()
      return Measurement(
        id: benchmark.id, name: benchmark.name, baselineName: benchmark.baselineName, metric: benchmark.metric,
        target: benchmark.target, rounds: rounds, iterations: iterations, baselineRounds: baseline.values,
        subjectRounds: subject.values,
        baselineCPURounds: benchmark.metric == .timePerOperation ? baseline.cpu : [],
        subjectCPURounds: benchmark.metric == .timePerOperation ? subject.cpu : [],
        wallSeconds: (ContinuousClock.now - started).seconds)
    } catch {
      await fixture.tearDown()
      throw error
    }
  }
}

/// One side's rounds (or one round's slices): the fixture's values and the process CPU time per
/// operation beside them.
private struct Rounds {
  var values: [Double] = []
  var cpu: [Double] = []

  mutating func record(_ iterations: Int, _ round: () async throws -> Double) async throws {
    let cpuBefore = ProcessMetrics.cpuSeconds()
    values.append(try await round())
    cpu.append((ProcessMetrics.cpuSeconds() - cpuBefore) / Double(iterations))
  }

  /// Adds one round whose value is the mean of its slices (slices differ by at most one operation).
  mutating func append(mergingSlicesOf slices: Rounds) {
    values.append(slices.values.reduce(0, +) / Double(slices.values.count))
    cpu.append(slices.cpu.reduce(0, +) / Double(slices.cpu.count))
  }
}
