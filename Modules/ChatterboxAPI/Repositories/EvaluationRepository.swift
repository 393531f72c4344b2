import NetworkErrors

/// Reads a recording's evaluation (ADR 0031). Throws the client's `NetworkError`; a recording that is not
/// complete is the server's 409 `upload_incomplete`, another learner's or a deleted one 404 `not_found`.
public protocol EvaluationRepository: Sendable {
  /// The evaluation as it stands, or, with `waitSeconds` > 0 (at most 20), once it is no longer pending or
  /// the wait is over. Keep `waitSeconds` below the client's stall timeout (15 s by default): the server
  /// sends nothing while it waits.
  func evaluation(recordingID: String, waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation
}
