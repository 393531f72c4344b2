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

  @Test func aFailingEntryIsReportedNotFatal() async {
    let report = await Harness(options: Options(), progress: { _ in }).run(
      [FakeBenchmark(log: CallLog(), fails: true), FakeBenchmark(log: CallLog(), fails: false)], machine: machine)
    #expect(report.failures.count == 1)
    #expect(report.measurements.count == 1)
    #expect(report.markdown.contains("❌ failed"))
  }
}
