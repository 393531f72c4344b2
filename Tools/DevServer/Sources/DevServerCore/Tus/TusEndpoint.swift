import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The tus 1.0 endpoint (core, creation, termination; https://tus.io/protocols/resumable-upload),
/// beside the signed-URL uploads: `POST /tus` creates an upload for the signed-in caller
/// (`Upload-Length` ≤ ``maximumSize``; a repeated `Idempotency-Key` answers the same upload),
/// `HEAD /tus/<id>` says how many bytes are stored, `PATCH /tus/<id>` appends at exactly that
/// offset (409 otherwise; 415 without `application/offset+octet-stream`; 413 past the length),
/// storing every byte that arrived even when the connection drops, `DELETE /tus/<id>` terminates.
/// Every request but `OPTIONS` must carry `Tus-Resumable: 1.0.0` (412 otherwise). An upload belongs
/// to the account that created it: another caller gets 404, as for an unknown id.
struct TusEndpoint {
  static let version = "1.0.0"
  static let maximumSize: Int64 = 1 << 30
  static let maximumMetadataBytes = 4096

  let services: ServerServices

  private var store: TusStore { services.tus }

  // MARK: Routes

  func options(_ request: Request, context: DevRequestContext) async throws -> Response {
    var headers = HTTPFields()
    headers[Self.tusVersion] = Self.version
    headers[Self.tusExtension] = "creation,termination"
    headers[Self.tusMaxSize] = String(Self.maximumSize)
    return Response(status: .noContent, headers: headers)
  }

  func create(_ request: Request, context: DevRequestContext) async throws -> Response {
    try await answering {
      try Self.checkVersion(request)
      let owner = try await caller(request)
      guard let length = Self.integer(request.headers[Self.uploadLength]) else {
        if request.headers[Self.uploadDeferLength] != nil {
          throw APIError.invalidRequest("Upload-Defer-Length is not supported; send Upload-Length.")
        }
        throw APIError.invalidRequest("Upload-Length must be a non-negative integer.")
      }
      guard length <= Self.maximumSize else { throw APIError.payloadTooLarge("Upload-Length exceeds Tus-Max-Size.") }
      if let declared = request.headers[.contentLength].flatMap(Int64.init), declared > 0 {
        throw APIError.invalidRequest("Send the bytes with PATCH (creation-with-upload is not supported).")
      }
      let metadata = request.headers[Self.uploadMetadata] ?? ""
      guard metadata.utf8.count <= Self.maximumMetadataBytes else {
        throw APIError.invalidRequest("Upload-Metadata is longer than \(Self.maximumMetadataBytes) bytes.")
      }
      let key = try IdempotencyKey.parse(request.headers)
      let record: TusStore.Record
      if let key, let earlier = await store.existing(owner: owner, idempotencyKey: key) {
        guard earlier.length == length else { throw APIError.idempotencyKeyReused }
        record = earlier
      } else {
        record = try await store.create(
          owner: owner, length: length, metadata: metadata, idempotencyKey: key, now: services.now)
      }
      var headers = HTTPFields()
      headers[.location] = "/tus/\(record.id)"
      return Response(status: .created, headers: headers)
    }
  }

  func head(_ request: Request, context: DevRequestContext) async throws -> Response {
    try await answering {
      try Self.checkVersion(request)
      let record = try await owned(request, context: context)
      var headers = HTTPFields()
      headers[Self.uploadOffset] = String(await store.offset(record.id))
      headers[Self.uploadLength] = String(record.length)
      headers[.cacheControl] = "no-store"
      return Response(status: .ok, headers: headers)
    }
  }

  func patch(_ request: Request, context: DevRequestContext) async throws -> Response {
    try await answering {
      try Self.checkVersion(request)
      guard request.headers[.contentType].map(MediaType.essence(of:)) == "application/offset+octet-stream" else {
        throw APIError.unsupportedMediaType("Send Content-Type: application/offset+octet-stream.")
      }
      guard let claimed = Self.integer(request.headers[Self.uploadOffset]) else {
        throw APIError.invalidRequest("Upload-Offset must be a non-negative integer.")
      }
      let record = try await owned(request, context: context)
      await store.lock(record.id)
      let store = store
      do {
        let offset = try await append(request, to: record, claimed: claimed)
        await store.unlock(record.id)
        var headers = HTTPFields()
        headers[Self.uploadOffset] = String(offset)
        return Response(status: .noContent, headers: headers)
      } catch {
        await store.unlock(record.id)
        throw error
      }
    }
  }

  func delete(_ request: Request, context: DevRequestContext) async throws -> Response {
    try await answering {
      try Self.checkVersion(request)
      let record = try await owned(request, context: context)
      await store.lock(record.id)
      await store.remove(record.id)
      await store.unlock(record.id)
      return Response(status: .noContent)
    }
  }

  // MARK: Appending

  /// Appends the body at `claimed`, which must be the stored offset; returns the new offset. Bytes
  /// are written as they arrive and kept when the body breaks off (the client resumes after them).
  private func append(_ request: Request, to record: TusStore.Record, claimed: Int64) async throws -> Int64 {
    let offset = await store.offset(record.id)
    guard claimed == offset else { throw APIError.tusOffsetMismatch }
    let room = record.length - offset
    if let declared = request.headers[.contentLength].flatMap(Int64.init), declared > room {
      throw APIError.payloadTooLarge("The chunk runs past Upload-Length.")
    }
    let path = await store.dataPath(record.id)
    guard let file = FileHandle(forWritingAtPath: path) else { throw APIError.notFound("No such upload.") }
    var written: Int64 = 0
    var received: Int64 = 0
    defer {
      try? file.synchronize()
      try? file.close()
    }
    do {
      try file.seek(toOffset: UInt64(offset))
      for try await buffer in request.body {
        received += Int64(buffer.readableBytes)
        let fits = Int(min(Int64(buffer.readableBytes), room - written))
        if fits > 0 {
          try file.write(contentsOf: buffer.getBytes(at: buffer.readerIndex, length: fits) ?? [])
          written += Int64(fits)
        }
        if fits < buffer.readableBytes { throw APIError.payloadTooLarge("The chunk runs past Upload-Length.") }
      }
    } catch {
      await store.countReceived(record.id, received)
      throw error
    }
    await store.countReceived(record.id, received)
    return offset + written
  }

  // MARK: Checks

  private func caller(_ request: Request) async throws -> String {
    let authorization = request.headers[.authorization]
    let sessions = SessionService(services: services)
    return try await services.database.transaction { transaction in
      try await sessions.authenticate(authorization: authorization, in: transaction).accountID
    }
  }

  /// The caller's upload named in the path; 404 for an unknown id or another account's.
  private func owned(_ request: Request, context: DevRequestContext) async throws -> TusStore.Record {
    let owner = try await caller(request)
    let id = context.parameters.get("id") ?? ""
    guard Identifier.isValid(id), let record = await store.record(id), record.owner == owner else {
      throw APIError.notFound("No such upload.")
    }
    return record
  }

  private static func checkVersion(_ request: Request) throws {
    guard request.headers[tusResumable] == version else { throw APIError.tusVersionUnsupported }
  }

  /// A header as a non-negative integer of at most 18 digits.
  static func integer(_ value: String?) -> Int64? {
    guard let value, !value.isEmpty, value.count <= 18, value.allSatisfy({ ("0"..."9").contains($0) }) else {
      return nil
    }
    return Int64(value)
  }

  /// Runs `body`, adding `Tus-Resumable` to every answer (errors included) and `Tus-Version` to a 412.
  private func answering(_ body: () async throws -> Response) async throws -> Response {
    var response: Response
    do {
      response = try await body()
    } catch let error as APIError {
      response = error.response()
      if error == .tusVersionUnsupported { response.headers[Self.tusVersion] = Self.version }
    }
    response.headers[Self.tusResumable] = Self.version
    return response
  }

  static let tusResumable = HTTPField.Name("Tus-Resumable")!
  static let tusVersion = HTTPField.Name("Tus-Version")!
  static let tusExtension = HTTPField.Name("Tus-Extension")!
  static let tusMaxSize = HTTPField.Name("Tus-Max-Size")!
  static let uploadOffset = HTTPField.Name("Upload-Offset")!
  static let uploadLength = HTTPField.Name("Upload-Length")!
  static let uploadDeferLength = HTTPField.Name("Upload-Defer-Length")!
  static let uploadMetadata = HTTPField.Name("Upload-Metadata")!
}
