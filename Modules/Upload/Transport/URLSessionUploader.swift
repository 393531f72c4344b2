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
/// Cancelling the caller's task ends the PUT. Apple platforms cancel the task. FoundationNetworking
/// never does: `URLSessionTask.cancel()` landing as a PUT ends crashes the process in
/// `URLSession.behaviour(for:)` ("a task that is not in the registry"; 2026-11-27, Swift 6.3: 8 of 8
/// runs of `LiveTransportCancellationTests`' loop, within a few hundred PUTs answered early or dropped
/// mid-body; ADR 0033). There the caller gets `.cancelled` at once, late delegate callbacks are
/// ignored, and the body's next read fails (``AbortableFileStream``), so libcurl ends the transfer the
/// way a dropped connection does. A body already sent whole runs on until its answer (ignored) or the
/// 60 s request timeout. For the same reason nothing invalidates the session.
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
    #if canImport(FoundationNetworking)
      /// Set when the caller is cancelled: the body's next read fails (``AbortableFileStream``).
      let bodyAborted: LockedValue<Bool>
    #endif
    var body = Data()
  }

  /// The longest error body kept: enough for `{"code": …, "message": …}`.
  static let maximumBodyBytes = 64 * 1024

  private let policy: TransportSecurityPolicy
  /// Stamps and times each attempt the observer sees.
  private let time: TimeSource
  private let onAttempt: UploadTransport.AttemptObserver?
  private let answers: UploadAnswerClassifier
  private let pending = LockedValue<[Int: Pending]>([:])
  private let sessionBox = LockedValue<URLSession?>(nil)
  /// The app delegate's handler, called on the main actor once a background session has delivered
  /// every event (iOS relaunch handling).
  let backgroundEventsFinished = LockedValue<(@MainActor @Sendable () -> Void)?>(nil)

  /// Creates the uploader and its session. The session retains its delegate (this object) for good:
  /// the app keeps one uploader for its lifetime (`invalidateAndCancel()` would cancel, see above).
  init(
    configuration: URLSessionConfiguration, policy: TransportSecurityPolicy,
    answers: UploadAnswerClassifier = .jsonCodes, onAttempt: UploadTransport.AttemptObserver? = nil,
    time: TimeSource = .system
  ) {
    self.time = time
    self.policy = policy
    self.answers = answers
    self.onAttempt = onAttempt
    super.init()
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    sessionBox.withLock { $0 = session }
  }

  /// Sends the file and maps the answer.
  func upload(_ request: UploadRequest, progress: @escaping UploadTransport.Progress) async throws(UploadTransportError)
    -> UploadTransportResult
  {
    let urlRequest = try UploadPUT.makeURLRequest(for: request, policy: policy)
    guard FileManager.default.isReadableFile(atPath: request.fileURL.path) else { throw .fileUnreadable }
    guard let session = sessionBox.value else { throw .network(.cancelled) }
    let (started, startUptime) = (time.now(), time.uptime())
    let sent = await send(
      urlRequest, fileURL: request.fileURL, byteSize: request.byteSize, session: session, progress: progress)
    return try UploadPUT.finish(
      urlRequest, byteSize: request.byteSize, started: started, duration: time.elapsed(since: startUptime).timeInterval,
      sent: sent, answers: answers,
      onAttempt: onAttempt)
  }

  private func send(
    _ request: URLRequest, fileURL: URL, byteSize: Int, session: URLSession,
    progress: @escaping UploadTransport.Progress
  ) async -> Result<(HTTPURLResponse, Data), UploadTransportError> {
    #if canImport(FoundationNetworking)
      if Task.isCancelled { return .failure(.network(.cancelled)) }  // nothing sent yet: nothing to stop
    #endif
    let started = LockedValue<URLSessionTask?>(nil)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        #if canImport(FoundationNetworking)
          let aborted = LockedValue(false)
          let body = AbortableFileStream(url: fileURL, aborted: aborted)
          let task = Self.makeTask(request, body: body, byteSize: byteSize, session: session)
          let entry = Pending(continuation: continuation, progress: progress, byteSize: byteSize, bodyAborted: aborted)
        #else
          let task = Self.makeTask(request, fileURL: fileURL, session: session)
          let entry = Pending(continuation: continuation, progress: progress, byteSize: byteSize)
        #endif
        // Registered before resume, so no delegate callback can arrive for an unknown task.
        pending.withLock { $0[task.taskIdentifier] = entry }
        started.withLock { $0 = task }
        task.resume()
        // Cancelled before the task existed: the handler below found nothing to stop.
        if Task.isCancelled { stop(task) }
      }
    } onCancel: {
      if let task = started.value { stop(task) }
    }
  }

  /// Ends a PUT whose caller was cancelled. Apple platforms cancel the task. FoundationNetworking
  /// must not (see the type's documentation): the caller gets `.cancelled` at once, the task's entry
  /// goes, so its late callbacks are ignored, and the body is aborted, so libcurl ends the transfer
  /// at its next read. Called from the cancellation handler and from `send` itself: at most once has
  /// an effect.
  private func stop(_ task: URLSessionTask) {
    #if canImport(FoundationNetworking)
      guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
      entry.bodyAborted.withLock { $0 = true }
      // Resumed from another thread: the runtime holds the cancelled task's lock while its handler runs.
      DispatchQueue.global().async { entry.continuation.resume(returning: .failure(.network(.cancelled))) }
    #else
      task.cancel()
    #endif
  }

  #if canImport(FoundationNetworking)
    /// The streamed PUT (see the type's documentation for why it is not a file upload here).
    private static func makeTask(
      _ request: URLRequest, body: AbortableFileStream?, byteSize: Int, session: URLSession
    ) -> URLSessionTask {
      var streamed = request
      streamed.httpBodyStream = body
      streamed.setValue(String(byteSize), forHTTPHeaderField: "Content-Length")
      streamed.setValue(" ", forHTTPHeaderField: "Transfer-Encoding")  // blank: libcurl sends neither it nor chunks
      streamed.setValue("close", forHTTPHeaderField: "Connection")
      return session.dataTask(with: streamed)
    }
  #else
    /// The file upload (see the type's documentation for why it is not streamed here).
    private static func makeTask(_ request: URLRequest, fileURL: URL, session: URLSession) -> URLSessionTask {
      session.uploadTask(with: request, fromFile: fileURL)
    }
  #endif

  private func finish(
    _ task: URLSessionTask, with result: (Data) -> Result<(HTTPURLResponse, Data), UploadTransportError>
  ) {
    guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    entry.continuation.resume(returning: result(entry.body))
  }
}

extension URLSessionUploader: URLSessionDataDelegate {
  /// Never followed, on any origin: the 3xx comes back as the answer and maps to
  /// `NetworkError.redirectRefused` (a streamed body cannot be re-sent anyway).
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

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
