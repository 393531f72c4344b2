import ChatterboxAPI
import Networking

/// Typed endpoint for `get_evaluation` (ADR 0031).
enum EvaluationEndpoints {
  /// Longest wait the server allows.
  static let maximumWaitSeconds = 20

  /// `get_evaluation`, waiting up to `waitSeconds` (clamped to 0...20) for a pending evaluation. The request's
  /// deadline covers the wait plus 15 s for the answer itself.
  static func evaluation(recordingID: String, waitSeconds: Int) throws(NetworkError) -> Endpoint<EvaluationDTO> {
    let wait = min(max(waitSeconds, 0), maximumWaitSeconds)
    var endpoint: Endpoint<EvaluationDTO> = try .rpc(
      "get_evaluation", body: GetEvaluationBody(recordingId: recordingID, waitSeconds: wait), isIdempotent: true)
    endpoint.timeout = .seconds(wait + 15)
    return endpoint
  }
}
