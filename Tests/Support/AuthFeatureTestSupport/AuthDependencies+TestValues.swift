import AuthFeature
import Observability

/// An ``AuthClock`` whose sleeps return at once but are counted, so countdowns run instantly.
///
/// ```swift
/// let clock = CountingClock()
/// #expect(clock.sleeps == 3)
/// ```
public final class CountingClock: AuthClock, @unchecked Sendable {
  private let count = LockedValue(0)

  /// Creates the clock.
  public init() {}

  /// How many sleeps were asked for.
  public var sleeps: Int { count.value }

  public func sleep(seconds: Double) async throws {
    count.withLock { $0 += 1 }
    await Task.yield()
  }
}

/// An ``AuthClock`` whose sleeps fail at once: countdowns stay where they start (stable screens).
///
/// ```swift
/// let services = InteractiveServices(auth: auth, authClock: FrozenClock(), …)
/// ```
public struct FrozenClock: AuthClock {
  /// Creates the clock.
  public init() {}

  public func sleep(seconds: Double) async throws { throw CancellationError() }
}

/// An ``AuthAnalytics`` that keeps every event, so a test can check nothing personal is in them.
///
/// ```swift
/// let analytics = RecordingAuthAnalytics()
/// #expect(analytics.events == [.loginLinkRequested])
/// ```
public final class RecordingAuthAnalytics: AuthAnalytics, @unchecked Sendable {
  private let tracked = LockedValue<[AuthAnalyticsEvent]>([])

  /// Creates the recorder.
  public init() {}

  /// Every event so far, in order.
  public var events: [AuthAnalyticsEvent] { tracked.value }

  public func track(_ event: AuthAnalyticsEvent) { tracked.withLock { $0.append(event) } }
}
