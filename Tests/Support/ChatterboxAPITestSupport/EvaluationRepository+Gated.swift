import ChatterboxAPI
import Networking
import Observability

extension RecordingEvaluation {
  /// Evaluated, with `result`.
  public static func ready(_ id: String, _ result: EvaluationResult) -> RecordingEvaluation {
    RecordingEvaluation(recordingID: id, state: .ready, result: result)
  }
}

/// An ``EvaluationRepository`` the test answers by hand: each call waits (a long-poll) until
/// ``answer(_:)`` hands it an evaluation, or until it is cancelled (the learner left: it throws
/// `.cancelled`). An answer given while no call waits is kept for the next call.
public final class GatedEvaluations: EvaluationRepository, Sendable {
  private struct State {
    var waiting: CheckedContinuation<RecordingEvaluation?, Never>?
    var kept: [RecordingEvaluation] = []
    var calls: [String] = []
  }
  private let state = LockedValue(State())

  /// A server with no answer yet.
  public init() {}

  /// The recordings asked about, one per call.
  public var calls: [String] { state.value.calls }
  /// Whether a call is waiting for an answer now.
  public var isWaiting: Bool { state.value.waiting != nil }

  /// Answers the waiting call (or the next one) with `evaluation`.
  public func answer(_ evaluation: RecordingEvaluation) {
    let waiting = state.withLock { state -> CheckedContinuation<RecordingEvaluation?, Never>? in
      guard let waiting = state.waiting else {
        state.kept.append(evaluation)
        return nil
      }
      state.waiting = nil
      return waiting
    }
    waiting?.resume(returning: evaluation)
  }

  public func evaluation(recordingID: String, waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation {
    let answer = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<RecordingEvaluation?, Never>) in
        let ready = state.withLock { state -> RecordingEvaluation?? in
          state.calls.append(recordingID)
          if !state.kept.isEmpty { return .some(state.kept.removeFirst()) }
          if Task.isCancelled { return .some(nil) }
          state.waiting = continuation
          return .none
        }
        if case .some(let answer) = ready { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let waiting = state.withLock { state in
        defer { state.waiting = nil }
        return state.waiting
      }
      waiting?.resume(returning: nil)
    }
    guard let answer else { throw .cancelled }
    return answer
  }
}
