import Hummingbird

/// `GET /recordings/<id>/audio?expires=...&signature=...`: streams a completed recording.
struct AudioEndpoint {
  let services: ServerServices

  func get(_ request: Request, context: DevRequestContext) async throws -> Response {
    let id = try Identifier.validated(context.parameters.get("id") ?? "", field: "recording_id")
    try services.urlSigner.verify(
      method: "GET", path: "/recordings/\(id)/audio", expires: request.uri.queryParameters.get("expires"),
      signature: request.uri.queryParameters.get("signature"), now: services.now)
    let record = try await services.database.transaction { try await RecordingStore($0).recording(id: id) }
    guard let record, record.status == .complete else { throw APIError.notFound("No such recording.") }
    // FileIO streams the file in chunks. Its own 404 is rethrown as ours: ErrorMiddleware
    // reads a Hummingbird 404 as "no route matched".
    let body: ResponseBody
    do {
      body = try await FileIO().loadFile(path: services.blobs.path(for: id), context: context)
    } catch let error as HTTPError where error.status == .notFound {
      throw APIError.notFound("The recording's audio is missing.")
    }
    return Response(status: .ok, headers: [.contentType: record.contentType], body: body)
  }
}
