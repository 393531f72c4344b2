import ChatterboxAPI
import Networking
import Observability

/// An ``AnalyticsRepository`` made of a closure: ``unimplemented``, ``noop``, ``offline``, or
/// ``recording(into:)`` to keep every batch.
///
/// ```swift
/// let batches = LockedValue<[[TrackedEvent]]>([])
/// let analytics = TestAnalyticsRepository.recording(into: batches)
/// ```
public struct TestAnalyticsRepository: AnalyticsRepository {
  public var send: @Sendable (_ events: [TrackedEvent]) async throws(NetworkError) -> Void

  /// Fails the test when a batch is sent.
  public static var unimplemented: Self {
    Self(send: { _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AnalyticsRepository.track") })
  }
  /// Accepts every batch and keeps nothing.
  public static var noop: Self { Self(send: { _ in }) }
  /// Throws `.offline` for every batch.
  public static var offline: Self { Self(send: { _ throws(NetworkError) in throw .offline }) }
  /// Accepts every batch and appends it to `batches`.
  public static func recording(into batches: LockedValue<[[TrackedEvent]]>) -> Self {
    Self(send: { events in batches.withLock { $0.append(events) } })
  }

  public func track(_ events: [TrackedEvent]) async throws(NetworkError) { try await send(events) }
}
