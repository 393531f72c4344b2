import Foundation
import Hummingbird

/// `/dev/*`: development-only helpers, routed only with `--dev`.
struct DevEndpoints {
  private struct OutboxPage: Encodable {
    let messages: [OutboxMessage]
  }

  let services: ServerServices

  /// `GET /dev/outbox?email=` (all messages without `email`), newest first.
  func outbox(_ request: Request, context: DevRequestContext) async throws -> Response {
    var email: String?
    if let raw = request.uri.queryParameters.get("email") {
      email = try FieldValidation.email(raw)
    }
    return JSONResponse.make(status: .ok, body: OutboxPage(messages: try await services.outbox.messages(for: email)))
  }

  /// `GET /dev/faults`.
  func faults(_ request: Request, context: DevRequestContext) async throws -> Response {
    JSONResponse.make(status: .ok, body: services.faults.status)
  }

  /// `POST /dev/faults`: replaces the configuration (counters keep running).
  ///
  /// The body is required (`{}` clears the configuration but keeps the counters; `DELETE` clears both).
  func setFaults(_ request: Request, context: DevRequestContext) async throws -> Response {
    let body = try await RPCBodyReader.read(request, required: true)
    let configuration = try RequestDecoding.decode(FaultConfiguration.self, from: body)
    services.faults.configure(configuration)
    return JSONResponse.make(status: .ok, body: services.faults.status)
  }

  /// `DELETE /dev/faults`: clears the configuration and the counters.
  func clearFaults(_ request: Request, context: DevRequestContext) async throws -> Response {
    services.faults.reset()
    return Response(status: .noContent)
  }
}
