import Hummingbird

/// `PUT /uploads/<id>?expires=...&signature=...`: receives a recording's bytes.
struct UploadEndpoint {
  let services: ServerServices

  func put(_ request: Request, context: DevRequestContext) async throws -> Response {
    let id = try Identifier.validated(context.parameters.get("id") ?? "", field: "recording_id")
    try services.urlSigner.verify(
      method: "PUT", path: "/uploads/\(id)", expires: request.uri.queryParameters.get("expires"),
      signature: request.uri.queryParameters.get("signature"), now: services.now)
    let record = try await services.database.transaction { try await RecordingStore($0).recording(id: id) }
    guard let record else { throw APIError.notFound("No such recording.") }
    guard record.status != .complete else { throw APIError.alreadyCompleted }
    guard let contentType = request.headers[.contentType],
      MediaType.essence(of: contentType) == record.contentType
    else { throw APIError.unsupportedMediaType("Send the Content-Type declared for this recording.") }
    // Refuse before reading a byte when the client already admits to sending too much.
    if let length = request.headers[.contentLength].flatMap(Int64.init), length > record.byteSize {
      throw APIError.payloadTooLarge("The upload is larger than the declared byte_size.")
    }

    let declared = DeclaredUpload(recordingID: id, byteSize: record.byteSize, sha256: record.sha256)
    let receiving = ContinuousClock.now
    let temporaryPath = try await UploadReceiver(blobs: services.blobs).receive(
      request.body, declared: declared, context: context)
    // Says whether a slow upload was the bytes arriving or the database (issue 17's one stall).
    if ContinuousClock.now - receiving > .seconds(2) {
      context.logger.notice("PUT \(id): receiving \(record.byteSize) bytes took \(ContinuousClock.now - receiving)")
    }
    do {
      try await commit(temporaryPath: temporaryPath, recordingID: id)
    } catch {
      services.blobs.remove(atPath: temporaryPath)
      throw error
    }
    return Response(status: .noContent)
  }

  /// Moves the verified file into place and marks the row, atomically with respect to
  /// `complete_recording_upload` and `delete_recording`, which run in the same serialized
  /// transactions: a completed recording's audio is never replaced, a deleted one never resurrected.
  private func commit(temporaryPath: String, recordingID: String) async throws {
    try await services.database.transaction { transaction in
      let store = RecordingStore(transaction)
      guard try await store.markUploaded(id: recordingID) else {
        guard try await store.recording(id: recordingID) != nil else {
          throw APIError.notFound("No such recording.")
        }
        throw APIError.alreadyCompleted
      }
      try services.blobs.commit(temporaryPath: temporaryPath, recordingID: recordingID)
    }
  }
}
