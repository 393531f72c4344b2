import ChatterboxAPI
import NetworkErrors
import Observability

/// Asks for one evaluation until it is no longer pending, the policy's bound passes, or the task is
/// cancelled: long-polls, with a growing pause after a failed request or an answer that came back at
/// once. A failure is never the end of the take: it only leaves the evaluation pending.
struct EvaluationFollower: Sendable {
  /// How following ended.
  enum End: Equatable, Sendable {
    /// The server answered with a state other than pending.
    case settled(RecordingEvaluation)
    /// Still pending when the bound passed; the last request's failure, if the last one failed.
    case stillPending(lastFailure: NetworkError?)
    /// The task was cancelled (the learner left, or the command stopped waiting).
    case cancelled
  }

  let repository: any EvaluationRepository
  let policy: EvaluationPolicy
  let time: TimeSource

  /// Follows `recordingID`'s evaluation for at most `limit` (never beyond the policy's bound).
  func follow(_ recordingID: String, within limit: Duration? = nil) async -> End {
    let bound = limit.map { min($0, policy.bound) } ?? policy.bound
    let deadline = time.uptime() + bound
    var backoff = policy.firstBackoff
    var lastFailure: NetworkError?
    while true {
      if Task.isCancelled { return .cancelled }
      let remaining = deadline - time.uptime()
      guard remaining > .zero else { return .stillPending(lastFailure: lastFailure) }
      let wait = min(policy.longPollSeconds, Int(remaining.components.seconds))
      let asked = time.uptime()
      do {
        let evaluation = try await repository.evaluation(recordingID: recordingID, waitSeconds: wait)
        lastFailure = nil
        if evaluation.state != .pending { return .settled(evaluation) }
        // A pending answer that did not wait (an older server, a wait of 0) must not become a busy loop.
        guard time.uptime() - asked < .seconds(max(wait, 1)) else {
          backoff = policy.firstBackoff
          continue
        }
      } catch {
        if Task.isCancelled || error == .cancelled { return .cancelled }
        // Deleted, someone else's, or signed out: asking again cannot change the answer.
        if Self.isFinal(error) { return .stillPending(lastFailure: error) }
        lastFailure = error
      }
      let pause = min(backoff, deadline - time.uptime())
      if pause > .zero {
        do { try await time.sleep(pause) } catch { return .cancelled }
      }
      backoff = min(backoff * 2, policy.maximumBackoff)
    }
  }

  static func isFinal(_ error: NetworkError) -> Bool {
    switch error.kind {
    case .notFound, .unauthorized, .forbidden: true
    default: false
    }
  }
}
