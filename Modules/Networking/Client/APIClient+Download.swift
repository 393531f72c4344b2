import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A finished ``APIClient/download(_:to:maximumBytes:)``: the file is complete and in place.
public struct Download: Sendable {
  /// Where the file now is (the destination asked for).
  public var file: URL
  /// The file's size in bytes.
  public var byteCount: Int
  /// Bytes this call received; less than ``byteCount`` when it continued an interrupted try.
  public var receivedBytes: Int
  /// The final answer (`200`, or `206` for a resumed download).
  public var response: HTTPURLResponse
}

/// Why a download did not finish. Nothing is ever renamed into place unless it is complete.
public enum DownloadError: Error, Sendable, Equatable {
  /// The request failed, or the server answered with an error. After a lost connection, an answer cut
  /// short or a timeout, the bytes received so far stay in the partial file (``APIClient/partialFile(for:)``), and the next call
  /// for the same destination continues from there; after an error answer or an answer past the cap they
  /// are removed.
  case network(NetworkError)
  /// The file could not be written: the folder is full, read-only or gone (`reason` is the system's words).
  case cannotWrite(path: String, reason: String)
}

extension APIClient {
  /// Downloads the endpoint's answer into `destination`, streamed to disk (flat memory, whatever the
  /// size, over the live transports) and renamed into place atomically once complete, replacing any
  /// file there. An earlier call cut off mid-way left its bytes in ``partialFile(for:)``: this call
  /// asks for the rest with `Range: bytes=<n>-` and appends a `206` that starts there; a `200` (the
  /// server ignores ranges) starts again. Put an `If-Range` validator (an `ETag` you know) in the
  /// endpoint's headers to make sure the rest is from the same version. One `401` refreshes the token
  /// and sends again; nothing else is retried (call again to resume). The whole download is one attempt
  /// for ``Endpoint/timeout`` (60 s by default: set it for large files) and ``Endpoint/callDeadline``.
  ///
  /// - Parameters:
  ///   - endpoint: what to fetch; its `timeout` bounds the whole download.
  ///   - destination: where the whole file goes; its folder must exist and hold the partial file too.
  ///   - maximumBytes: the largest file accepted; past it the download fails with
  ///     `.network(.answerTooLarge(limit:))` and the partial file is removed.
  /// - Throws: ``DownloadError``.
  public func download<Response>(
    _ endpoint: Endpoint<Response>, to destination: URL, maximumBytes: Int
  ) async throws(DownloadError) -> Download {
    let partial = Self.partialFile(for: destination)
    let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw Self.cannotWrite(partial, errno) }
    var isOpen = true
    defer { if isOpen { close(descriptor) } }
    var offset = Self.size(of: descriptor)
    if offset > maximumBytes {
      _ = ftruncate(descriptor, 0)
      offset = 0
    }
    var refreshed = false
    while true {
      let outcome: DownloadOutcome
      do throws(NetworkError) {
        outcome = try await downloadAttempt(
          endpoint, descriptor: descriptor, offset: offset, maximumBytes: maximumBytes)
      } catch {
        // A lost connection, a body cut short or a timeout keeps what came, for the next call; an answer
        // past the cap does not, nor one unreadable before its first byte (a range that does not continue
        // the file is refused there), whose next try must start again.
        let grew = Self.size(of: descriptor) > offset
        if error == .answerTooLarge(limit: maximumBytes) || (error == .invalidResponse && !grew) {
          try? FileManager.default.removeItem(at: partial)
        }
        throw .network(error)
      }
      switch outcome {
      case .refresh(let token, let provider) where !refreshed:
        refreshed = true
        do throws(NetworkError) { try await refresh(rejected: token, provider: provider) } catch {
          throw .network(error)
        }
        continue
      case .refresh:
        try? FileManager.default.removeItem(at: partial)
        throw .network(.unauthorized(code: nil))
      case .failed(let error):
        try? FileManager.default.removeItem(at: partial)
        throw .network(error)
      case .writeFailed(let reason):
        throw .cannotWrite(path: partial.path, reason: reason)
      case .done(let response, let written):
        guard fsync(descriptor) == 0 else { throw Self.cannotWrite(partial, errno) }
        let byteCount = Self.size(of: descriptor)
        close(descriptor)
        isOpen = false
        guard rename(partial.path, destination.path) == 0 else { throw Self.cannotWrite(destination, errno) }
        return Download(file: destination, byteCount: byteCount, receivedBytes: written, response: response)
      }
    }
  }

  /// Where an unfinished download of `destination` keeps its bytes: a hidden file beside it
  /// (`.<name>.partial`), so the final rename stays on one file system.
  public static func partialFile(for destination: URL) -> URL {
    destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).partial")
  }

  enum DownloadOutcome {
    case done(HTTPURLResponse, written: Int)
    case refresh(token: String, provider: any AuthorizationProvider)
    case failed(NetworkError)
    /// The file could not be written (the system's words).
    case writeFailed(String)
  }

  private func downloadAttempt<Response>(
    _ endpoint: Endpoint<Response>, descriptor: Int32, offset: Int, maximumBytes: Int
  ) async throws(NetworkError) -> DownloadOutcome {
    let prepared = try makeRequest(for: endpoint, idempotencyKey: endpoint.idempotencyKey.resolve())
    var policy = prepared.policy
    policy.maximumAnswerBytes = maximumBytes
    let token = try await currentToken(for: endpoint)
    var request = prepared.urlRequest(token: token)
    if offset > 0 { request.setValue("bytes=\(offset)-", forHTTPHeaderField: "Range") }
    let loop = AttemptLoop(policy: .never, isRetryable: false)
    let record = AttemptRecord(
      request: request, started: (configuration.time.now(), configuration.time.uptime()), loop: loop)
    let answer: (Data, HTTPURLResponse, written: Int)
    do {
      if let download = transport.download {
        answer = try await download(request, policy, descriptor, offset)
      } else {
        answer = try await Self.downloadThroughSend(transport, request, policy, descriptor, offset)
      }
    } catch {
      if let write = error as? CocoaError, write.code == .fileWriteUnknown {
        let posix = write.userInfo[NSUnderlyingErrorKey] as? POSIXError
        return .writeFailed(
          posix.map { String(cString: strerror($0.code.rawValue)) } ?? "the file could not be written")
      }
      let mapped = Task.isCancelled ? NetworkError.cancelled : NetworkError.transport(error)
      notify(record, status: nil, response: nil, body: nil, error: mapped, outcome: .failed(mapped))
      throw mapped
    }
    let (body, response, written) = answer
    let status = response.statusCode
    if (200..<300).contains(status) {
      notify(record, status: status, response: response, body: nil, error: nil, outcome: .delivered)
      return .done(response, written: written)
    }
    let retryAfter = RetryAfter.parse(response.value(forHTTPHeaderField: "Retry-After"), time: configuration.time)
    let error = NetworkError.status(status, body: body, retryAfter: retryAfter, parser: configuration.errorBody)
    if status == 401, endpoint.requiresAuth, let token, let provider = configuration.authorization {
      notify(record, status: status, response: response, body: body, error: error, outcome: .refreshingCredentials)
      return .refresh(token: token, provider: provider)
    }
    notify(record, status: status, response: response, body: body, error: error, outcome: .failed(error))
    return .failed(error)
  }

  /// For a transport without ``HTTPTransport/download``: the answer comes into memory through `send`
  /// (still under the cap), then goes to the file as the streaming path would write it.
  private static func downloadThroughSend(
    _ transport: HTTPTransport, _ request: URLRequest, _ policy: TransferPolicy, _ descriptor: Int32, _ offset: Int
  ) async throws -> (Data, HTTPURLResponse, written: Int) {
    let (data, response) = try await transport.send(request, policy)
    guard (200..<300).contains(response.statusCode) else { return (data, response, 0) }
    let base = response.statusCode == 206 ? offset : 0
    guard base + data.count <= policy.maximumAnswerBytes else {
      throw NetworkError.answerTooLarge(limit: policy.maximumAnswerBytes)
    }
    if response.statusCode == 206 {
      guard ContentRange.start(response.value(forHTTPHeaderField: "Content-Range")) == offset else {
        throw URLError(.badServerResponse)
      }
    } else {
      _ = ftruncate(descriptor, 0)
    }
    let wrote = data.withUnsafeBytes { buffer in
      buffer.isEmpty ? 0 : write(descriptor, buffer.baseAddress!, buffer.count)
    }
    guard wrote == data.count else {
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }
    return (Data(), response, data.count)
  }

  private static func size(of descriptor: Int32) -> Int {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
  }

  private static func cannotWrite(_ file: URL, _ code: Int32) -> DownloadError {
    .cannotWrite(path: file.path, reason: String(cString: strerror(code)))
  }
}
