import ChatterboxAPI
import Networking

/// ``EvaluationRepository`` over the `APIClient`.
public struct LiveEvaluationRepository: EvaluationRepository {
  private let client: APIClient

  /// Sends nothing until a call.
  public init(client: APIClient) { self.client = client }

  public func evaluation(recordingID: String, waitSeconds: Int) async throws(NetworkError) -> RecordingEvaluation {
    try await client.send(try EvaluationEndpoints.evaluation(recordingID: recordingID, waitSeconds: waitSeconds))
      .domain
  }
}
