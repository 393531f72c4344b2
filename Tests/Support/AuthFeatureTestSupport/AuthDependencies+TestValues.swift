import AuthFeature
import Observability

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
