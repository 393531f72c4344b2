import Foundation

/// The one way time enters the code (ADR 0039): the wall clock for dates, a monotonic clock for
/// elapsed time, deadlines and waits. Every type that reads or waits on time takes one, defaulting to
/// ``system``; tests pass a virtual one (the test-support target's `TestClock`), so a fixture is
/// relative to the clock it is read with and a wait ends when the test says so, not when the machine
/// gets to it. `Tools/lint-time` fails on any other read of the clock in shipping code.
///
/// ```swift
/// let time = TimeSource.system
/// let started = time.uptime()
/// try await time.sleep(.milliseconds(10))
/// let waited = time.uptime() - started  // at least 10 ms
/// let stamp = time.now()                // a wall-clock Date
/// ```
public struct TimeSource: Sendable {
  /// Wall-clock time, for dates that are stored or shown: timestamps, retention windows, the age of a
  /// saved copy. It can jump when the machine's clock is set; never measure a duration with it.
  public var now: @Sendable () -> Date
  /// Monotonic time since a fixed, arbitrary origin, for durations and deadlines. Never goes backwards.
  public var uptime: @Sendable () -> Duration
  /// Waits at least `duration` of ``uptime`` (nothing when it is zero or negative). Throws
  /// `CancellationError` as soon as the waiting task is cancelled.
  public var sleep: @Sendable (_ duration: Duration) async throws -> Void

  /// Wraps the three readings; use ``system`` in production.
  public init(
    now: @escaping @Sendable () -> Date,
    uptime: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (_ duration: Duration) async throws -> Void
  ) {
    self.now = now
    self.uptime = uptime
    self.sleep = sleep
  }

  /// The machine's clocks: `Date()` for wall time, `ContinuousClock` (which keeps counting while the
  /// machine sleeps) for uptime and waits.
  public static let system: TimeSource = {
    let clock = ContinuousClock()
    let origin = clock.now
    return TimeSource(
      now: { Date() },
      uptime: { origin.duration(to: clock.now) },
      sleep: { duration in
        guard duration > .zero else { return try Task.checkCancellation() }
        try await clock.sleep(for: duration)
      })
  }()
}

extension TimeSource {
  /// Waits `seconds` (a `TimeInterval`, as the configuration types spell delays); clamps negative and
  /// non-finite values to nothing and anything above a day to a day.
  public func sleep(seconds: TimeInterval) async throws {
    guard seconds.isFinite, seconds > 0 else { return try Task.checkCancellation() }
    try await sleep(.seconds(min(seconds, 86_400)))
  }

  /// The monotonic time elapsed since `start`, a value of ``uptime`` read earlier.
  public func elapsed(since start: Duration) -> Duration { uptime() - start }

  /// This source as a standard `Clock`, for APIs that take `any Clock<Duration>`.
  public var clock: TimeSourceClock { TimeSourceClock(source: self) }
}

/// A ``TimeSource`` seen as a `Clock`: its instants are points of the source's ``TimeSource/uptime``.
public struct TimeSourceClock: Clock {
  /// A point on the source's monotonic timeline.
  public struct Instant: InstantProtocol {
    /// Monotonic time since the source's origin.
    public var offset: Duration
    /// Wraps an offset from the source's origin.
    public init(offset: Duration) { self.offset = offset }
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// The source this clock reads.
  public let source: TimeSource

  public var now: Instant { Instant(offset: source.uptime()) }
  public var minimumResolution: Duration { .nanoseconds(1) }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await source.sleep(deadline.offset - source.uptime())
  }
}
