import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The requests of ``TusUploads``, with their answers checked.
struct TusClient: Sendable {
  /// What a `HEAD` says about an upload.
  struct Status: Sendable, Equatable {
    var offset: Int
    var length: Int?
  }

  let configuration: TusUploads

  init(_ configuration: TusUploads) {
    self.configuration = configuration
  }

  /// The target the queue stores: the upload URL, which is also the remote id.
  static func target(_ location: URL) -> UploadTarget {
    UploadTarget(remoteID: location.absoluteString, url: location, method: "PATCH", expiresAt: .distantFuture)
  }

  /// The stored remote id as a URL on the endpoint's origin.
  func location(_ remoteID: String) throws(NetworkError) -> URL {
    guard let url = URL(string: remoteID), sameOrigin(url) else { throw .invalidResponse }
    return url
  }

  // MARK: Creation

  /// `POST` to the endpoint; the `Location` of the 201, resolved against the endpoint.
  func create(
    length: Int, metadata: [String: String], contentType: String, sha256: String, idempotencyKey: String
  ) async throws(NetworkError) -> URL {
    var fields = metadata.filter { TusMetadata.isValidKey($0.key) }
    fields["filetype"] = fields["filetype"] ?? contentType
    // tus servers built on common frameworks (tuspyserver, for one) refuse a HEAD for an upload created
    // without a filename; the default is named after the content, so no local file name leaves the device.
    fields["filename"] = fields["filename"] ?? TusMetadata.defaultFilename(sha256: sha256, contentType: contentType)
    fields["sha256"] = sha256
    let (response, _) = try await send(
      "POST", configuration.endpoint,
      headers: [
        "Upload-Length": String(length), "Upload-Metadata": TusMetadata.encode(fields),
        "Idempotency-Key": idempotencyKey,
      ])
    guard response.statusCode == 201 else { throw TusStatus.networkError(response) }
    guard let value = response.value(forHTTPHeaderField: "Location"),
      let location = URL(string: value, relativeTo: configuration.endpoint)?.absoluteURL
    else { throw .invalidResponse }
    // The headers (a token, perhaps) go only to the origin the host named.
    guard sameOrigin(location) else { throw .redirectRefused(.notFollowed(status: 201)) }
    return location
  }

  // MARK: Core

  /// `HEAD`: the server's offset (and length) for the upload.
  func status(of location: URL) async throws(NetworkError) -> Status {
    let (response, _) = try await send("HEAD", location)
    guard (200...299).contains(response.statusCode) else { throw TusStatus.networkError(response) }
    guard let offset = TusStatus.integer(response, "Upload-Offset") else { throw .invalidResponse }
    return Status(offset: offset, length: TusStatus.integer(response, "Upload-Length"))
  }

  /// `DELETE` (termination). An upload already gone (404/410) counts as terminated.
  func terminate(_ location: URL) async throws(NetworkError) {
    let (response, _) = try await send("DELETE", location)
    guard (200...299).contains(response.statusCode) || [404, 410].contains(response.statusCode) else {
      throw TusStatus.networkError(response)
    }
  }

  /// Sends what the server does not have yet, chunk by chunk.
  func send(_ request: UploadRequest, progress: @escaping UploadTransport.Progress) async throws(UploadTransportError)
    -> UploadTransportResult
  {
    let location = request.target.url
    guard sameOrigin(location) else { throw .network(.redirectRefused(.notFollowed(status: 201))) }
    let total = request.byteSize
    let file: FileHandle
    do {
      file = try FileHandle(forReadingFrom: request.fileURL)
    } catch {
      throw .fileUnreadable
    }
    defer { try? file.close() }
    var offset = try await serverOffset(location, total: total)
    progress(offset, total)
    var conflicts = 0
    while offset < total {
      if Task.isCancelled { throw .network(.cancelled) }
      let chunk = try Self.read(file, at: offset, count: min(configuration.chunkSize, total - offset))
      let answer: (HTTPURLResponse, Data)
      do throws(NetworkError) {
        answer = try await send(
          "PATCH", location,
          headers: ["Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream"], body: chunk)
      } catch {
        throw .network(error)
      }
      let response = answer.0
      switch response.statusCode {
      case 200...299:
        guard let next = TusStatus.integer(response, "Upload-Offset"), next > offset, next <= offset + chunk.count
        else { throw .rejected(status: response.statusCode, code: "tus_offset_invalid") }
        offset = next
        progress(offset, total)
      case 409 where conflicts < 3:
        // Another sender, or an earlier PATCH the server finished after we gave up on it.
        conflicts += 1
        offset = try await serverOffset(location, total: total)
      default:
        throw TusStatus.transportError(response)
      }
    }
    return .uploaded
  }

  private func serverOffset(_ location: URL, total: Int) async throws(UploadTransportError) -> Int {
    let status: Status
    do throws(NetworkError) {
      status = try await self.status(of: location)
    } catch {
      switch error.kind {
      case .notFound: throw .rejected(status: 404, code: "tus_upload_gone")
      case .server where error.status == 410: throw .rejected(status: 410, code: "tus_upload_gone")
      default: throw .network(error)
      }
    }
    guard status.offset >= 0, status.offset <= total, status.length.map({ $0 == total }) ?? true else {
      throw .rejected(status: 409, code: "tus_offset_invalid")
    }
    return status.offset
  }

  private static func read(_ file: FileHandle, at offset: Int, count: Int) throws(UploadTransportError) -> Data {
    do {
      try file.seek(toOffset: UInt64(offset))
      let data = try file.read(upToCount: count) ?? Data()
      // Shorter than asked: the file changed under the queue.
      guard data.count == count else { throw UploadTransportError.fileUnreadable }
      return data
    } catch {
      throw .fileUnreadable
    }
  }

  // MARK: Requests

  private func sameOrigin(_ url: URL) -> Bool { Origin.same(url, configuration.endpoint) }

  private func send(
    _ method: String, _ url: URL, headers extra: [String: String] = [:], body: Data? = nil
  ) async throws(NetworkError) -> (HTTPURLResponse, Data) {
    try configuration.security.validate(url)
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.httpMethod = method
    request.httpShouldHandleCookies = false
    for (name, value) in await configuration.headers() { request.setValue(value, forHTTPHeaderField: name) }
    for (name, value) in extra { request.setValue(value, forHTTPHeaderField: name) }
    request.setValue(TusUploads.version, forHTTPHeaderField: "Tus-Resumable")
    request.httpBody = body ?? (method == "POST" ? Data() : nil)
    do {
      let (data, response) = try await configuration.http.send(request, configuration.transfer)
      return (response, data)
    } catch let error as NetworkError {
      throw error
    } catch is CancellationError {
      throw .cancelled
    } catch {
      guard case .network(let mapped) = URLSessionUploader.transportError(error) else { throw .offline }
      throw mapped
    }
  }
}
