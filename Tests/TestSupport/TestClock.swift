import Foundation
import Observability

/// The one virtual clock of every test target (ADR 0039): time moves only when the test calls
/// ``advance(by:)``, so a deadline, a backoff or a retention window is reached without waiting, and
/// "nothing happened yet" is checked while the code under test is provably parked on the clock
/// (``waitForSleepers(_:)``) instead of after a real pause.
///
/// ```swift
/// let clock = TestClock()
/// let work = Task { try await clock.source.sleep(.seconds(30)); return "done" }
/// await clock.waitForSleepers(1)   // the task is waiting on the clock
/// clock.advance(by: .seconds(30))  // and now it is not
/// #expect(try await work.value == "done")
/// ```
///
/// With `advancesOnSleep`, every sleep moves the clock by its own duration and returns at once (an
/// "immediate" clock): for code whose waits are the subject, like a backoff schedule read from ``sleeps``.
public final class TestClock: Sendable {
  private struct Sleeper {
    let id: UInt64
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }
  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }
  private struct State {
    var elapsed: Duration = .zero
    var wallOffset: TimeInterval = 0
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var waiters: [Waiter] = []
    var cancelled: Set<UInt64> = []
    var requested: [Duration] = []
  }

  private let start: Date
  private let advancesOnSleep: Bool
  private let state = LockedValue(State())

  /// A clock whose wall time starts at `start` (by default 2027-01-15 08:00 UTC, a date no test
  /// compares with the real calendar) and whose uptime starts at zero. With `advancesOnSleep`, a sleep
  /// advances the clock by its duration and returns instead of waiting for ``advance(by:)``.
  public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000), advancesOnSleep: Bool = false) {
    self.start = start
    self.advancesOnSleep = advancesOnSleep
  }

  /// This clock as the code under test takes it.
  public var source: TimeSource {
    TimeSource(now: { [self] in now }, uptime: { [self] in uptime }, sleep: { [self] in try await sleep($0) })
  }

  /// The virtual wall-clock time.
  public var now: Date {
    let state = state.value
    return start.addingTimeInterval(state.wallOffset + state.elapsed.seconds)
  }

  /// The virtual monotonic time: zero at creation, moved only by ``advance(by:)``.
  public var uptime: Duration { state.value.elapsed }

  /// Every sleep asked of this clock so far, in order (zero and negative ones included).
  public var sleeps: [Duration] { state.value.requested }

  /// How many tasks are waiting on the clock now.
  public var sleeperCount: Int { state.value.sleepers.count }

  /// Moves both clocks forward and resumes, in deadline order, every sleeper whose deadline is reached.
  /// Resumed tasks run afterwards, concurrently with the caller: wait for what they do by a signal.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.elapsed += max(.zero, duration)
      let now = state.elapsed
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Moves the wall clock alone (a user setting the machine's clock): uptime and sleepers are untouched.
  public func setWallClock(by seconds: TimeInterval) {
    state.withLock { $0.wallOffset += seconds }
  }

  /// Sets the wall clock alone to `date` (a machine whose clock is wrong): uptime and sleepers are untouched.
  public func setWallClock(to date: Date) {
    state.withLock { state in
      state.wallOffset = date.timeIntervalSince(start) - state.elapsed.seconds
    }
  }

  /// Returns once at least `count` tasks are waiting on the clock: the fence that proves the code under
  /// test has reached its wait, with no real time spent guessing.
  public func waitForSleepers(_ count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state -> Bool in
        if state.sleepers.count >= count { return true }
        state.waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Advances to each pending deadline in turn until no task waits on the clock, or `limit` is spent.
  public func run(upTo limit: Duration = .seconds(86_400 * 365)) async {
    let end = uptime + limit
    while let next = state.value.sleepers.map(\.deadline).min(), next <= end {
      advance(by: next - uptime)
      await Task.yield()
    }
  }

  private func sleep(_ duration: Duration) async throws {
    state.withLock { $0.requested.append(duration) }
    guard duration > .zero else { return try Task.checkCancellation() }
    if advancesOnSleep {
      try Task.checkCancellation()
      return advance(by: duration)
    }
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (cancelledEarly, ready) = state.withLock { state -> (Bool, [Waiter]) in
          if state.cancelled.remove(id) != nil { return (true, []) }
          state.sleepers.append(Sleeper(id: id, deadline: state.elapsed + duration, continuation: continuation))
          let ready = state.waiters.filter { $0.count <= state.sleepers.count }
          state.waiters.removeAll { $0.count <= state.sleepers.count }
          return (false, ready)
        }
        if cancelledEarly { continuation.resume(throwing: CancellationError()) }
        for waiter in ready { waiter.continuation.resume() }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}

extension TestClock {
  /// This clock's wall and monotonic time with waits that do not wait: each is handed to `record` (in
  /// seconds) and returns at once, without moving the clock. For tests that check which backoffs the
  /// code asked for rather than take them; a deadline on such a source passes at once.
  public func source(recordingSleeps record: @escaping @Sendable (TimeInterval) -> Void) -> TimeSource {
    TimeSource(
      now: { [self] in now }, uptime: { [self] in uptime },
      sleep: { duration in
        try Task.checkCancellation()
        record(duration.seconds)
      })
  }
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  fileprivate var seconds: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
