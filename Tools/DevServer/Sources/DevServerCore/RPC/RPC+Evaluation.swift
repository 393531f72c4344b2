import Foundation

/// `get_evaluation`: a recording's evaluation, optionally waited for (ADR 0031).
extension RPCEndpoint {
  private struct EvaluationInput: Decodable {
    let recordingID: String
    let waitSeconds: Int?

    enum CodingKeys: String, CodingKey {
      case recordingID = "recording_id"
      case waitSeconds = "wait_seconds"
    }
  }

  static func evaluationEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    [
      RPCEndpoint("get_evaluation", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let input = try call.decode(EvaluationInput.self)
        let id = try Identifier.validated(input.recordingID, field: "recording_id")
        let wait = input.waitSeconds ?? 0
        guard (0...ServerLimits.maxEvaluationWaitSeconds).contains(wait) else {
          throw APIError.invalidField("wait_seconds", "must be between 0 and \(ServerLimits.maxEvaluationWaitSeconds)")
        }
        let record = try await RecordingStore(transaction).requireRecording(id: id, ownedBy: caller.accountID)
        let evaluation = try await EvaluationStore(transaction).evaluation(recordingID: id)
        guard record.status == .complete, let evaluation else { throw APIError.uploadIncomplete }
        var reply = try RPCReply.ok(evaluation)
        if evaluation.state == .pending, wait > 0 {
          // Waited for outside the call's transaction: on SQLite that transaction holds the only connection.
          reply.then = { try await waitForOutcome(id, seconds: wait, services: services) }
        }
        return reply
      }
    ]
  }

  /// Waits until the job has an outcome or `seconds` have passed, then answers its state: woken as soon as a
  /// worker of this process records the outcome, and reading the job for a worker elsewhere after 200 ms,
  /// then twice as long each time up to 2 s. A fixed 200 ms let 1,000 waiting learners (5,000 reads a second)
  /// hold PostgreSQL's pool so the worker could not claim (docs/performance.md, evaluation worker).
  private static func waitForOutcome(_ id: String, seconds: Int, services: ServerServices) async throws -> RPCReply {
    let deadline = ContinuousClock.now + .seconds(seconds)
    let signal = services.evaluationSignal
    let ticket = signal.subscribe(.outcome(recordingID: id))
    defer { signal.unsubscribe(ticket) }
    var interval = Duration.milliseconds(200)
    while true {
      await signal.wait(ticket, atMost: min(interval, deadline - ContinuousClock.now))
      interval = min(interval * 2, .seconds(2))
      try Task.checkCancellation()
      let evaluation = try await services.database.transaction { transaction in
        try await EvaluationStore(transaction).evaluation(recordingID: id)
      }
      guard let evaluation else { throw APIError.notFound("No such recording.") }
      if evaluation.state != .pending || ContinuousClock.now >= deadline {
        return try .ok(evaluation)
      }
    }
  }
}
