import ChatterboxAPI
import Networking
import Observability
import TestSupport

/// An ``EvaluationRepository`` answering from a script, one answer per call; a pending answer takes
/// the wait asked for (a long-poll) on the virtual clock. When the script runs out it answers
/// pending, or, with `hangWhenDone`, waits until cancelled.
public final class ScriptedEvaluations: EvaluationRepository, Sendable {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// Answers with the evaluation (a pending one takes the wait asked for on the clock).
    case state(RecordingEvaluation)
    /// Throws the error.
    case failure(NetworkError)
    /// Pending at once, without waiting (an older server).
    case pendingAtOnce
  }

  /// The answers not given yet.
  public let script: LockedValue<[Answer]>
  /// The long-poll wait each call asked for, in order.
  public let waits = LockedValue<[Int]>([])
  let clock: TestClock
  let hangWhenDone: Bool

  /// Answers from `script` in order, waiting on `clock`.
  public init(_ script: [Answer], clock: TestClock, hangWhenDone: Bool = false) {
    self.script = LockedValue(script)
    self.clock = clock
    self.hangWhenDone = hangWhenDone
  }

  public func evaluation(recordingID: String, waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation {
    waits.withLock { $0.append(waitSeconds) }
    let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    switch next {
    case .state(let evaluation)?:
      if evaluation.state == .pending { clock.advance(by: .seconds(waitSeconds)) }
      return evaluation
    case .failure(let error)?: throw error
    case .pendingAtOnce?: return .pending(recordingID)
    case nil:
      if hangWhenDone {
        do { try await Task.sleep(for: .seconds(3600)) } catch { throw .cancelled }
      }
      clock.advance(by: .seconds(waitSeconds))
      return .pending(recordingID)
    }
  }
}

extension RecordingEvaluation {
  /// Not evaluated yet.
  public static func pending(_ id: String = "rec_9") -> RecordingEvaluation {
    RecordingEvaluation(recordingID: id, state: .pending)
  }

  /// Evaluated, with ``EvaluationResult/sample(rate:quality:)``.
  public static func ready(_ id: String = "rec_9", rate: Double = 3.1, createdQuality: EvaluationQuality = .clean)
    -> RecordingEvaluation
  {
    RecordingEvaluation(recordingID: id, state: .ready, result: .sample(rate: rate, quality: createdQuality))
  }

  /// Could not be evaluated, for `reason`.
  public static func failed(_ reason: FailureReason, id: String = "rec_9") -> RecordingEvaluation {
    RecordingEvaluation(recordingID: id, state: .failed, failureReason: reason)
  }
}

extension EvaluationResult {
  /// 42 s of a 50 s take, 3 pauses (longest 1.2 s), `rate` syllables per second.
  public static func sample(rate: Double = 3.1, quality: EvaluationQuality = .clean) -> EvaluationResult {
    EvaluationResult(
      durationSeconds: 50, speakingTimeSeconds: 42, pauseCount: 3, meanPauseSeconds: 0.6, longestPauseSeconds: 1.2,
      syllableCount: 130, speechRate: rate, articulationRate: rate + 0.4, confidence: 0.9, quality: quality)
  }
}

extension EvaluationQuality {
  /// Neither clipped nor quiet, 30 dB above the noise.
  public static let clean = EvaluationQuality(clipped: false, tooQuiet: false, signalToNoiseDB: 30)
}
