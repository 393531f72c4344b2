import ChatterboxAPI
import Networking

/// An ``EvaluationRepository`` made of one closure (the isowords client form): start from
/// ``unimplemented``, ``noop`` or ``offline``, or script it with ``ScriptedEvaluations`` (answers on a
/// virtual clock) or ``GatedEvaluations`` (answered by hand).
///
/// ```swift
/// var evaluations = TestEvaluationRepository.unimplemented
/// evaluations.evaluation = { id, _ in .ready(id) }
/// ```
public struct TestEvaluationRepository: EvaluationRepository {
  /// Answers ``evaluation(recordingID:waitSeconds:)``.
  public var evaluation:
    @Sendable (_ recordingID: String, _ waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation

  /// Fails the test with the operation's name.
  public static var unimplemented: Self {
    Self { _, _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("EvaluationRepository.evaluation")
    }
  }

  /// A server that has not evaluated anything yet, and answers at once.
  public static var noop: Self { Self { id, _ in .pending(id) } }

  /// No connection: every call throws `.offline`.
  public static var offline: Self { Self { _, _ throws(NetworkError) in throw .offline } }

  /// Creates the value from its closure.
  public init(
    evaluation:
      @escaping @Sendable (_ recordingID: String, _ waitSeconds: Int) async throws(NetworkError)
      -> RecordingEvaluation
  ) { self.evaluation = evaluation }

  public func evaluation(recordingID: String, waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation {
    try await evaluation(recordingID, waitSeconds)
  }
}
