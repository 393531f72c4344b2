/// Observes every attempt the ``APIClient`` makes, with timings. Called synchronously on the
/// request's task after each attempt, so implementations must return quickly (enqueue, don't write).
public protocol NetworkEventMonitor: Sendable {
  /// Called once per attempt, after the response (or error) and before any retry delay.
  func attemptDidFinish(_ attempt: NetworkAttempt)
}
