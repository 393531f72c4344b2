import Foundation
import Observability
import TestSupport
import Testing

@Suite struct TimeSourceTests {
  @Test func systemUptimeNeverGoesBackwardsAndSleepWaitsAtLeastItsDuration() async throws {
    let time = TimeSource.system
    let started = time.uptime()
    try await time.sleep(.milliseconds(5))
    #expect(time.elapsed(since: started) >= .milliseconds(5))
  }

  @Test func aCancelledSystemSleepThrowsCancellation() async {
    let waiting = Task { try await TimeSource.system.sleep(.seconds(3_600)) }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
  }

  @Test func secondsAreClampedToNothingOrADay() async throws {
    let clock = TestClock()
    try await clock.source.sleep(seconds: -1)
    try await clock.source.sleep(seconds: .nan)
    let long = Task { try await clock.source.sleep(seconds: 1e12) }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(86_400))
    try await long.value
  }

  @Test func theTestClockResumesASleeperOnlyWhenAdvancedPastItsDeadline() async throws {
    let clock = TestClock()
    let woke = LockedValue(false)
    let sleeper = Task {
      try await clock.source.sleep(.seconds(30))
      woke.withLock { $0 = true }
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(29))
    #expect(clock.sleeperCount == 1)
    #expect(!woke.value)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(woke.value)
    #expect(clock.uptime == .seconds(30))
    #expect(clock.now == Date(timeIntervalSince1970: 1_800_000_030))
  }

  @Test func aCancelledTestSleeperThrowsAndLeavesTheClock() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.source.sleep(.seconds(30)) }
    await clock.waitForSleepers(1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func theWallClockMovesAloneWhenSet() {
    let clock = TestClock(start: Date(timeIntervalSince1970: 0))
    clock.setWallClock(by: 365 * 86_400)
    #expect(clock.uptime == .zero)
    #expect(clock.now == Date(timeIntervalSince1970: 365 * 86_400))
  }

  @Test func runAdvancesThroughEveryPendingDeadline() async throws {
    let clock = TestClock()
    let chain = Task {
      try await clock.source.sleep(.seconds(1))
      try await clock.source.sleep(.seconds(2))
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    await clock.run()
    try await chain.value
    #expect(clock.uptime == .seconds(3))
  }

  @Test func theClockViewSleepsOnTheSource() async throws {
    let clock = TestClock()
    let view = clock.source.clock
    let deadline = view.now.advanced(by: .seconds(5))
    let sleeper = Task { try await view.sleep(until: deadline, tolerance: nil) }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(5))
    try await sleeper.value
    #expect(view.now.duration(to: deadline) == .zero)
  }
}
