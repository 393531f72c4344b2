import AppFeature
import Foundation
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

  @Test func aSlowAnswerGivesWayToTheSavedCopy() async throws {
    let started = ContinuousClock.now
    let outcome = try await SavedCopyRace.run(
      patience: .milliseconds(100),
      fresh: {
        try await Task.sleep(for: .seconds(30))
        return "fresh"
      },
      saved: { "saved" })
    guard case .savedWhileSlow("saved", let pending) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    // The work takes 30 s or more: well under that means it was not waited for (a loaded test
    // process can hold a timer for seconds).
    #expect(ContinuousClock.now - started < .seconds(25))
    pending.cancel()
  }

  @Test func withoutASavedCopyTheFreshAnswerIsAwaited() async throws {
    let outcome = try await SavedCopyRace.run(
      patience: .milliseconds(50),
      fresh: {
        try await Task.sleep(for: .milliseconds(300))
        return "late"
      },
      saved: { nil })
    guard case .fresh("late") = outcome else {
      Issue.record("\(outcome)")
      return
    }
  }

  @Test func aCancelledCallerDoesNotWaitForTheWork() async throws {
    let started = ContinuousClock.now
    let caller = Task {
      try await SavedCopyRace.run(
        patience: .seconds(30), fresh: { while true { try? await Task.sleep(for: .seconds(60)) } }, saved: { "saved" })
    }
    try await Task.sleep(for: .milliseconds(50))
    caller.cancel()
    await #expect(throws: CancellationError.self) { try await caller.value }
    // The work takes 30 s or more: well under that means it was not waited for (a loaded test
    // process can hold a timer for seconds).
    #expect(ContinuousClock.now - started < .seconds(25))
  }

  @Test func theFreshErrorIsRethrown() async throws {
    struct Refused: Error {}
    await #expect(throws: Refused.self) {
      try await SavedCopyRace.run(
        patience: .seconds(5), fresh: { () throws -> String in throw Refused() }, saved: { "saved" })
    }
  }
}
