import Foundation
import Networking
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live PUT, bridged from a session-level delegate to `async` per task.
///
/// - Apple platforms: `uploadTask(with:fromFile:)`. Background sessions accept only delegate-style
///   file uploads (no completion handlers, no `async` conveniences), so the foreground and
///   background transports share this one path.
/// - Linux (swift-corelibs-foundation, checked with Swift 6.3): file bodies, including those of
///   `upload(for:fromFile:)`, are read with DispatchIO, and when the server answers early or the
///   connection drops mid-body, a late read un-pauses a finished libcurl handle and the `try!` in
///   `EasyHandle.swift` kills the process (about one in three dropped uploads in a loop test). So
///   the body is an `InputStream` over the file instead, read synchronously by libcurl in chunks.
///   A stream's length is unknown to URLSession, so the request carries `Content-Length` itself,
///   plus a blank `Transfer-Encoding` header: libcurl then neither chunks the body nor sends the
///   header. `Connection: close` avoids reusing a stale connection, which would need a rewind.
///
/// Both stream from disk: a 200 MB PUT grew resident memory by about 10–17 MB in a manual check.
/// Progress comes from the session delegate's `didSendBodyData`, which FoundationNetworking calls
/// for delegate-style tasks (for `async` tasks it only calls a task-specific delegate).
final class URLSessionUploader: NSObject, Sendable {
  /// What one in-flight task reports back to its waiting caller.
  struct Pending: Sendable {
    let continuation: CheckedContinuation<Result<(HTTPURLResponse, Data), UploadTransportError>, Never>
    let progress: UploadTransport.Progress
    /// The declared size: a streamed body reports no expected total of its own.
    let byteSize: Int
    var body = Data()
  }

  /// The longest error body kept: enough for `{"code": …, "message": …}`.
  static let maximumBodyBytes = 64 * 1024

  private let policy: TransportSecurityPolicy
  private let onAttempt: UploadTransport.AttemptObserver?
  private let pending = LockedValue<[Int: Pending]>([:])
  private let sessionBox = LockedValue<URLSession?>(nil)
  /// The app delegate's handler, called on the main actor once a background session has delivered
  /// every event (iOS relaunch handling).
  let backgroundEventsFinished = LockedValue<(@MainActor @Sendable () -> Void)?>(nil)

  /// Creates the uploader and its session. The session retains its delegate (this object) until
  /// ``invalidate()``; the app keeps one uploader for its lifetime.
  init(
    configuration: URLSessionConfiguration, policy: TransportSecurityPolicy,
    onAttempt: UploadTransport.AttemptObserver? = nil
  ) {
    self.policy = policy
    self.onAttempt = onAttempt
    super.init()
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    sessionBox.withLock { $0 = session }
  }

  /// Cancels outstanding tasks and breaks the session → delegate retain cycle.
  func invalidate() {
    sessionBox.withLock { session in
      session?.invalidateAndCancel()
      session = nil
    }
  }

  /// Sends the file and maps the answer.
  func upload(_ request: UploadRequest, progress: @escaping UploadTransport.Progress) async throws(UploadTransportError)
    -> UploadTransportResult
  {
    let urlRequest = try makeURLRequest(for: request)
    guard FileManager.default.isReadableFile(atPath: request.fileURL.path) else { throw .fileUnreadable }
    guard let session = sessionBox.value else { throw .network(.cancelled) }
    let started = Date()
    let sent = await send(
      urlRequest, fileURL: request.fileURL, byteSize: request.byteSize, session: session, progress: progress)
    let result = sent.flatMap { response, body in
      Self.result(
        status: response.statusCode, body: body, retryAfter: response.value(forHTTPHeaderField: "Retry-After"))
    }
    if let onAttempt {
      onAttempt(Self.attempt(urlRequest, byteSize: request.byteSize, started: started, sent: sent, result: result))
    }
    return try result.get()
  }

  /// The PUT itself: method and headers from the server, the declared content type, no cookies,
  /// no cache. The transport-security policy is checked first, so a signed URL never travels over
  /// cleartext to a non-loopback host.
  func makeURLRequest(for request: UploadRequest) throws(UploadTransportError) -> URLRequest {
    do {
      try policy.validate(request.target.url)
    } catch {
      throw .network(error)
    }
    var urlRequest = URLRequest(url: request.target.url, cachePolicy: .reloadIgnoringLocalCacheData)
    let method = request.target.method.uppercased()
    urlRequest.httpMethod = ["PUT", "POST"].contains(method) ? method : "PUT"
    urlRequest.httpShouldHandleCookies = false
    for (name, value) in request.target.headers {
      // URLSession owns these; a server-sent value would only confuse it.
      guard !["content-length", "host", "transfer-encoding", "connection"].contains(name.lowercased()) else { continue }
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
      urlRequest.setValue(request.contentType, forHTTPHeaderField: "Content-Type")
    }
    return urlRequest
  }

  private func send(
    _ request: URLRequest, fileURL: URL, byteSize: Int, session: URLSession,
    progress: @escaping UploadTransport.Progress
  ) async -> Result<(HTTPURLResponse, Data), UploadTransportError> {
    let started = LockedValue<URLSessionTask?>(nil)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let task = Self.makeTask(request, fileURL: fileURL, byteSize: byteSize, session: session)
        // Registered before resume, so no delegate callback can arrive for an unknown task.
        pending.withLock {
          $0[task.taskIdentifier] = Pending(continuation: continuation, progress: progress, byteSize: byteSize)
        }
        started.withLock { $0 = task }
        task.resume()
        // Cancelled before the task existed: the handler below found nothing to cancel.
        if Task.isCancelled { task.cancel() }
      }
    } onCancel: {
      started.value?.cancel()
    }
  }

  /// The platform's streaming upload task (see the type's documentation for why they differ).
  private static func makeTask(_ request: URLRequest, fileURL: URL, byteSize: Int, session: URLSession)
    -> URLSessionTask
  {
    #if canImport(FoundationNetworking)
      var streamed = request
      streamed.httpBodyStream = InputStream(url: fileURL)
      streamed.setValue(String(byteSize), forHTTPHeaderField: "Content-Length")
      streamed.setValue(" ", forHTTPHeaderField: "Transfer-Encoding")  // blank: libcurl sends neither it nor chunks
      streamed.setValue("close", forHTTPHeaderField: "Connection")
      return session.dataTask(with: streamed)
    #else
      return session.uploadTask(with: request, fromFile: fileURL)
    #endif
  }

  private func finish(
    _ task: URLSessionTask, with result: (Data) -> Result<(HTTPURLResponse, Data), UploadTransportError>
  ) {
    guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    entry.continuation.resume(returning: result(entry.body))
  }
}

extension URLSessionUploader: URLSessionDataDelegate {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
    totalBytesExpectedToSend: Int64
  ) {
    guard let entry = pending.withLock({ $0[task.taskIdentifier] }) else { return }
    // Called outside the lock: the callback may take its own locks.
    let total = max(Int(totalBytesExpectedToSend), entry.byteSize, Int(totalBytesSent))
    entry.progress(Int(totalBytesSent), total)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    pending.withLock { entries in
      guard var entry = entries[dataTask.taskIdentifier] else { return }
      let room = Self.maximumBodyBytes - entry.body.count
      guard room > 0 else { return }
      entry.body.append(data.prefix(room))
      entries[dataTask.taskIdentifier] = entry
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    finish(task) { body in
      if let error { return .failure(Self.transportError(error)) }
      guard let response = task.response as? HTTPURLResponse else { return .failure(.network(.invalidResponse)) }
      return .success((response, body))
    }
  }

  #if os(iOS)
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
      let handler = backgroundEventsFinished.withLock { handler in
        defer { handler = nil }
        return handler
      }
      guard let handler else { return }
      Task { @MainActor in handler() }
    }
  #endif
}
