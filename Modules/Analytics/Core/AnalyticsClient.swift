import Foundation
import Observability

/// The analytics pipeline: consent gate → property policy → context → every sink. Nothing is
/// recorded before consent; revoking consent drops whatever the sinks still hold.
public final class AnalyticsClient: AnalyticsRecording {
  private let sinks: [any AnalyticsSink]
  private let policy: PropertyPolicy
  private let context: [String: String]
  private let consent: LockedValue<ConsentState>

  /// Records nothing until `consent` is `.granted`; `context` is merged into every event without
  /// replacing a key the event already has. Sinks receive events in `sinks` order.
  public init(
    sinks: [any AnalyticsSink], consent: ConsentState, policy: PropertyPolicy = PropertyPolicy(),
    context: [String: String] = [:]
  ) {
    self.sinks = sinks
    self.policy = policy
    self.context = context
    self.consent = LockedValue(consent)
  }

  /// The consent in force for the next ``record(_:)``; changed only by ``updateConsent(_:)``.
  public var consentState: ConsentState { consent.value }

  /// Changes consent; anything other than `.granted` drops queued events in every sink.
  public func updateConsent(_ state: ConsentState) async {
    consent.withLock { $0 = state }
    if state != .granted {
      for sink in sinks { await sink.discardPending() }
    }
  }

  public func record(_ event: AnalyticsEvent) {
    guard consent.value == .granted else { return }
    var clean = policy.sanitize(event)
    clean.context.merge(context) { current, _ in current }
    for sink in sinks { sink.accept(clean) }
  }

  /// Flushes every sink (call on exit).
  public func flush() async {
    for sink in sinks { await sink.flush() }
  }
}

/// A destination for sanitized events.
///
/// ```swift
/// struct Printer: AnalyticsSink {
///   func accept(_ event: AnalyticsEvent) { print(event.name) }
///   func flush() async {}
///   func discardPending() async {}
/// }
/// ```
public protocol AnalyticsSink: Sendable {
  /// Takes one event; must not block.
  func accept(_ event: AnalyticsEvent)
  /// Sends whatever is pending.
  func flush() async
  /// Drops whatever is pending (consent revoked).
  func discardPending() async
}
