import Testing

@testable import BenchmarkHarness

@Suite("Statistics")
struct StatisticsTests {
  @Test func medianOfOddAndEvenCounts() {
    #expect(Statistics.median([3, 1, 2]) == 2)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([]).isNaN)
  }

  @Test func relativeSpread() {
    #expect(abs(Statistics.relativeSpread([0.9, 1.0, 1.1]) - 0.2) < 1e-12)
  }

  @Test func ratioIsOfMediansAndPairedRatioIsPerRound() {
    let measurement = Measurement(
      id: "x", name: "X", baselineName: "Y", metric: .timePerOperation, target: .atMost(1.10), rounds: 3,
      iterations: 1, baselineRounds: [10, 20, 30], subjectRounds: [11, 21, 40], wallSeconds: 0)
    #expect(measurement.baselineMedian == 20)
    #expect(measurement.subjectMedian == 21)
    #expect(measurement.ratio == 1.05)
    #expect(abs(measurement.pairedRatio - 1.1) < 1e-12)  // 1.1, 1.05, 1.33…
    #expect(measurement.targetMet == true)
  }

  @Test func targets() {
    #expect(Target.atMost(1.10).isMet(by: 1.10))
    #expect(!Target.atMost(1.10).isMet(by: 1.11))
    #expect(Target.atLeast(0.8).isMet(by: 0.9))
    #expect(Target.atMost(1.10).description == "≤ 1.10×")
  }

  @Test func stopwatchReturnsPerOperationSeconds() async throws {
    let perOperation = try await Stopwatch.secondsPerOperation(iterations: 10) {}
    #expect(perOperation >= 0 && perOperation < 0.01)
  }
}
