import Foundation
import Testing

@testable import BenchmarkHarness

/// Records the order in which the harness calls the two sides.
private actor CallLog {
  var calls: [String] = []
  func append(_ call: String) { calls.append(call) }
}

private struct FakeFixture: BenchmarkFixture {
  let log: CallLog
  func baseline(iterations: Int) async throws -> Double {
    await log.append("B")
    return 2
  }
  func subject(iterations: Int) async throws -> Double {
    await log.append("S")
    return 3
  }
}

private struct FakeBenchmark: Benchmark {
  let id = "fake"
  let name = "Fake"
  let baselineName = "Nothing"
  let log: CallLog
  let fails: Bool
  var slicesPerRound = 1
  var iterationCount = 1
  var target: Target? { .atMost(1.10) }
  func iterations(for mode: RunMode) -> Int { iterationCount }
  func makeFixture() async throws -> any BenchmarkFixture {
    struct Broken: Error {}
    if fails { throw Broken() }
    return FakeFixture(log: log)
  }
}

@Suite("Harness")
struct HarnessTests {
  private let machine = MachineInfo(system: "Linux", cpu: "cpu", cores: 2, swift: "6.3.1", build: "release")

  @Test func warmsUpThenInterleavesRounds() async throws {
    let log = CallLog()
    var options = Options()
    options.rounds = 4
    let report = await Harness(options: options, progress: { _ in }).run(
      [FakeBenchmark(log: log, fails: false)], machine: machine)
    #expect(await log.calls == ["B", "S", "B", "S", "S", "B", "B", "S", "S", "B"])
    let measurement = try #require(report.measurements.first)
    #expect(measurement.ratio == 1.5)
    #expect(measurement.targetMet == false)
    #expect(report.markdown.contains("1.50×") && report.markdown.contains("⚠️"))
  }

  @Test func slicesAlternateInsideEachRound() async throws {
    let log = CallLog()
    var options = Options()
    options.rounds = 2
    let benchmark = FakeBenchmark(log: log, fails: false, slicesPerRound: 3, iterationCount: 7)
    let report = await Harness(options: options, progress: { _ in }).run([benchmark], machine: machine)
    // Warm-up (B S), round 1: BS SB BS, round 2: SB BS SB.
    #expect(await log.calls == ["B", "S", "B", "S", "S", "B", "B", "S", "S", "B", "B", "S", "S", "B"])
    let measurement = try #require(report.measurements.first)
    #expect(measurement.baselineRounds == [2, 2])
    #expect(measurement.iterations == 7)
  }

  @Test func companionsComeFromTheSameRoundsAndEntriesMayChooseTheirRounds() async throws {
    let report = await Harness(options: Options(), progress: { _ in }).run([PairBenchmark()], machine: machine)
    #expect(report.measurements.map(\.id) == ["pair", "pair-extra"])
    let extra = try #require(report.measurements.last)
    #expect(extra.baselineRounds == [10, 10])
    #expect(extra.subjectRounds == [30, 30])
    #expect(extra.rounds == 2)
    #expect(extra.notes == ["extra note"])
    #expect(report.measurements.first?.notes == ["own note"])
    #expect(report.succeeded)
  }

  @Test func aSkippedEntryDoesNotFailTheRun() async {
    let report = await Harness(options: Options(), progress: { _ in }).run([SkippingBenchmark()], machine: machine)
    #expect(report.skips.map(\.reason) == ["not built"])
    #expect(report.succeeded)
  }

  @Test func aFailingEntryIsReportedNotFatal() async {
    let report = await Harness(options: Options(), progress: { _ in }).run(
      [FakeBenchmark(log: CallLog(), fails: true), FakeBenchmark(log: CallLog(), fails: false)], machine: machine)
    #expect(report.failures.count == 1)
    #expect(report.measurements.count == 1)
    #expect(report.markdown.contains("❌ failed"))
  }
}

private struct PairFixture: MultiValueFixture {
  func baselineRound(iterations: Int) async throws -> RoundResult { RoundResult(1, extras: ["extra": 10]) }
  func subjectRound(iterations: Int) async throws -> RoundResult { RoundResult(2, extras: ["extra": 30]) }
  func findings() async -> Findings { Findings(notes: ["own note"], companionNotes: ["extra": ["extra note"]]) }
}

private struct PairBenchmark: Benchmark {
  let id = "pair"
  let name = "Pair"
  let baselineName = "Nothing"
  let warmUpRounds = 0
  func rounds(for mode: RunMode) -> Int? { 2 }
  var companions: [Companion] {
    [Companion(key: "extra", id: "pair-extra", name: "Pair extra", baselineName: "Nothing", metric: .bytes)]
  }
  func iterations(for mode: RunMode) -> Int { 1 }
  func makeFixture() async throws -> any BenchmarkFixture { PairFixture() }
}

private struct SkippingBenchmark: Benchmark {
  let id = "skips"
  let name = "Skips"
  let baselineName = "Nothing"
  func iterations(for mode: RunMode) -> Int { 1 }
  func makeFixture() async throws -> any BenchmarkFixture { throw BenchmarkSkipped("not built") }
}
