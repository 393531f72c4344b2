import AppFeature
import Foundation
import TestSupport
import Testing

/// The slow-server rule (issue 25): the fresh answer when it comes in time, the saved copy once
/// the patience runs out, and never a wait the caller cannot end.
@Suite struct SavedCopyRaceTests {
  @Test func aFreshAnswerInTimeWins() async throws {
    let outcome = try await SavedCopyRace.run(patience: .seconds(5), fresh: { "fresh" }, saved: { "saved" })
    guard case .fresh("fresh") = outcome else {
      Issue.record("\(outcome)")
      return
    }
  }

  // The work ends only when the test opens its gate, after the outcome is in, so a race that waited for the
  // work would never return and the time limit would fail it. Patience passes on the test clock.
  @Test(.timeLimit(.minutes(3))) func aSlowAnswerGivesWayToTheSavedCopy() async throws {
    let gate = Gate()
    let clock = TestClock()
    let race = Task {
      try await SavedCopyRace.run(
        patience: .milliseconds(100), time: clock.source,
        fresh: {
          await gate.wait()
          return "fresh"
        },
        saved: { "saved" })
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))
    let outcome = try await race.value
    await gate.open()
    guard case .savedWhileSlow("saved", let pending) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    pending.cancel()
  }

  @Test(.timeLimit(.minutes(3))) func withoutASavedCopyTheFreshAnswerIsAwaited() async throws {
    let gate = Gate()
    let clock = TestClock()
    let race = Task {
      try await SavedCopyRace.run(
        patience: .milliseconds(50), time: clock.source,
        fresh: {
          await gate.wait()
          return "late"
        },
        saved: { nil })
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(3_600))
    await gate.open()
    let outcome = try await race.value
    guard case .fresh("late") = outcome else {
      Issue.record("\(outcome)")
      return
    }
  }

  @Test(.timeLimit(.minutes(3))) func aCancelledCallerDoesNotWaitForTheWork() async throws {
    // Work that ignores cancellation and ends only when the gate opens, after the caller has ended.
    let gate = Gate()
    let clock = TestClock()
    let caller = Task {
      try await SavedCopyRace.run(
        patience: .seconds(30), time: clock.source,
        fresh: { () async throws -> String in
          await gate.wait()
          return "fresh"
        }, saved: { "saved" })
    }
    await clock.waitForSleepers(1)  // the race is waiting for its patience
    caller.cancel()
    await #expect(throws: CancellationError.self) { try await caller.value }
    await gate.open()
  }

  @Test func theFreshErrorIsRethrown() async throws {
    struct Refused: Error {}
    await #expect(throws: Refused.self) {
      try await SavedCopyRace.run(
        patience: .seconds(5), fresh: { () throws -> String in throw Refused() }, saved: { "saved" })
    }
  }
}

/// Work that ends only when the test says so, whatever cancellation says.
private actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}
