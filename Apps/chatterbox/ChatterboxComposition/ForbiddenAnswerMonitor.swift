import Networking
import Observability

/// Any 403 says the account's flags or entitlements are not what the saved snapshot claims:
/// forget it, so the next command asks the server first (ADR 0012). Bound late because the
/// snapshot cache is built from the client this monitor watches.
package final class ForbiddenAnswerMonitor: NetworkEventMonitor {
  private let action = LockedValue<(@Sendable () -> Void)?>(nil)

  /// What to do on a 403.
  package func onForbidden(_ run: @escaping @Sendable () -> Void) { action.withLock { $0 = run } }

  package func attemptDidFinish(_ attempt: NetworkAttempt) {
    guard attempt.status == 403 else { return }
    action.value?()
  }
}
