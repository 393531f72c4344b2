#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Observability
  internal import CLibcurl

  /// One request on ``CurlEngine``: what to send, what has arrived, and the one caller waiting for
  /// it. Created on the caller's thread; from submission on, its buffers are touched only by the
  /// engine's thread (libcurl calls back there); the waiting caller is resumed exactly once, by
  /// whichever comes first of the answer, a failure and cancellation.
  final class CurlTransfer: @unchecked Sendable {
    enum Body {
      case none
      case data(Data)
      /// A file streamed from an open descriptor (closed when the transfer ends).
      case file(descriptor: Int32, byteCount: Int)
    }

    /// Where a successful answer's body goes when it is not kept in memory: appended to an open file
    /// (``CurlEngine/download(_:appendingTo:resumingAt:policy:)``), the engine's memory flat whatever its size.
    struct FileSink {
      let descriptor: Int32
      /// The bytes already in the file from an earlier try: a `206` must continue from here; a `200`
      /// starts the file again.
      let resumeOffset: Int
    }

    let request: URLRequest
    let url: URL
    /// Scheme, host and port: the unit of connection reuse and of the per-host limit.
    let origin: String
    let body: Body
    let policy: TransferPolicy
    let progress: (@Sendable (_ sent: Int, _ total: Int) -> Void)?
    /// Set for downloads: a 2xx body goes to the file, anything else to memory (at most 64 KiB).
    let fileSink: FileSink?
    /// Set for streams (``CurlEngine/stream(_:policy:)``): a 2xx body goes to the reader through this
    /// buffer; the caller is answered with the head at the body's first byte.
    let streamBuffer: StreamBuffer?
    /// Body bytes handed to ``streamBuffer``.
    var streamed = 0
    /// Body bytes of a download written to the file by this transfer.
    var written = 0
    /// Where the file now ends (the resume offset for a `206`, else 0, plus ``written``), once a 2xx began.
    var fileBase = 0
    /// Whether the download's first body byte has been placed (the file truncated for a `200`).
    var fileStarted = false
    /// `errno` of a failed write to the download's file (a full disk, a file gone read-only).
    var fileWriteError: Int32?
    /// A connection opened ahead of a file body (``CurlEngine/warmUp(_:policy:)``); nobody waits for its answer.
    let isWarmUp: Bool
    /// Straight to the server or through a proxy (``ProxySetting``), decided here, never by libcurl.
    let route: ProxyRoute

    // Engine thread only.
    var easy: UnsafeMutableRawPointer?
    var headerList: OpaquePointer?
    var received = Data()
    var answerTooLarge = false
    /// The answer broke HTTP in a way libcurl does not stop on its own: headers past
    /// ``maximumHeaderBytes`` in all, or more than ``maximumInformationalAnswers`` `1xx` answers.
    var answerUnreadable = false
    var headerBytes = 0
    var answersStarted = 0
    var status = 0
    var headers: [String: String] = [:]
    var uploadedSoFar: Int64 = 0
    /// The proxy's answer to `CONNECT` when the transfer failed through one (0: none came).
    var proxyConnectCode = 0
    /// The engine's clock, for the stall timeout.
    let time: TimeSource
    /// When the transfer reached the engine: its deadline counts from here, time spent waiting for a
    /// slot on its origin included, so a queued request ends by its deadline too (issue 39).
    let submitted: Duration
    /// When the deadline passes, on ``time``'s monotonic clock.
    var expires: Duration { submitted + policy.deadline }
    /// When a byte last moved either way (or the connection was made), on ``time``'s monotonic clock.
    var lastActivity: Duration
    var hasMovedBytes = false
    /// Whether libcurl has the connection (TLS and proxy included) and is about to send the request.
    var isConnected = false
    var stalled = false
    /// libcurl's own words for a failure (`CURLOPT_ERRORBUFFER`, `CURL_ERROR_SIZE` bytes), set on
    /// the handle by ``configure(_:idleConnectionSeconds:)`` and read by ``CurlFailure`` before the
    /// handle is reset: they tell a refusal by its HTTP/2 layer from a failing socket.
    let errorBuffer: UnsafeMutablePointer<CChar> = {
      let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: CurlTransfer.errorBufferSize)
      buffer.initialize(repeating: 0, count: CurlTransfer.errorBufferSize)
      return buffer
    }()
    static let errorBufferSize = 256

    private enum Waiter {
      case notYet
      case waiting(CheckedContinuation<(Data, HTTPURLResponse), any Error>)
      case cancelledEarly
      case done
    }
    private let waiter = LockedValue(Waiter.notYet)

    init(
      request: URLRequest, url: URL, body: Body, policy: TransferPolicy,
      progress: (@Sendable (_ sent: Int, _ total: Int) -> Void)?, isWarmUp: Bool = false, fileSink: FileSink? = nil,
      streamBuffer: StreamBuffer? = nil, time: TimeSource
    ) {
      self.fileSink = fileSink
      self.streamBuffer = streamBuffer
      self.isWarmUp = isWarmUp
      self.time = time
      self.submitted = time.uptime()
      self.lastActivity = submitted
      self.request = request
      self.url = url
      self.origin = OriginAdmission.origin(of: url)
      self.body = body
      self.policy = policy
      self.progress = progress
      self.route = ProxyRoute.live(for: url, policy: policy)
    }

    deinit { errorBuffer.deallocate() }

    /// What libcurl wrote in ``errorBuffer`` (empty before a failure).
    var failureText: String { String(cString: errorBuffer) }

    /// Whether the body is a file, sent over HTTP/1.1 (``configure(_:idleConnectionSeconds:)``), so a
    /// warm-up of its origin is opening the connection it should use.
    var waitsForWarmUp: Bool {
      if case .file = body { true } else { false }
    }

    /// Registers the caller; false when the caller was cancelled first (it has been resumed).
    func wait(with continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) -> Bool {
      let early = waiter.withLock { state -> Bool in
        if case .cancelledEarly = state { return true }
        state = .waiting(continuation)
        return false
      }
      if early { continuation.resume(throwing: CancellationError()) }
      return !early
    }

    /// Resumes the caller with `result` unless it was already resumed. Returns whether it was.
    @discardableResult
    func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) -> Bool {
      let continuation = waiter.withLock { state -> CheckedContinuation<(Data, HTTPURLResponse), any Error>? in
        switch state {
        case .waiting(let continuation):
          state = .done
          return continuation
        case .notYet:
          state = .cancelledEarly  // only cancellation finishes a transfer before it waits
          return nil
        case .cancelledEarly, .done:
          return nil
        }
      }
      continuation?.resume(with: result)
      return continuation != nil
    }

    /// Whether the caller has been answered (or gave up): the engine may drop the transfer.
    var isFinished: Bool {
      waiter.withLock { state in
        switch state {
        case .done, .cancelledEarly: true
        case .notYet, .waiting: false
        }
      }
    }

    /// Releases what the transfer holds besides its handle: the header list and the file.
    func releaseResources() {
      if let headerList { cl_slist_free_all(headerList) }
      headerList = nil
      if case .file(let descriptor, _) = body { close(descriptor) }
    }

    // MARK: Callbacks (engine thread)

    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
      noteActivity()
      if let fileSink, (200..<300).contains(status) { return write(bytes, to: fileSink) }
      if let streamBuffer, (200..<300).contains(status) { return stream(bytes, to: streamBuffer) }
      guard received.count + bytes.count <= memoryCap else {
        answerTooLarge = true
        received = Data()
        return 0  // libcurl stops the transfer: CURLE_WRITE_ERROR
      }
      received.append(contentsOf: bytes)
      return bytes.count
    }

    /// Header bytes one transfer accepts over all its answers (`1xx` and a proxy's `CONNECT` answer
    /// included): far above any real server's, low enough that a flood ends at once.
    static let maximumHeaderBytes = 256 * 1024
    /// Answers one transfer accepts before the final one (`100 Continue`, `103 Early Hints`, a proxy's).
    static let maximumInformationalAnswers = 16

    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Int {
      noteActivity()
      headerBytes += bytes.count
      if headerBytes > Self.maximumHeaderBytes {
        answerUnreadable = true
        return 0  // libcurl stops the transfer: CURLE_WRITE_ERROR
      }
      let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("HTTP/") {
        // A new response (after a 100 Continue, say): only the last one's headers count.
        headers = [:]
        answersStarted += 1
        if answersStarted > Self.maximumInformationalAnswers + 1 {
          answerUnreadable = true
          return 0
        }
        let parts = line.split(separator: " ", maxSplits: 2)
        status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      } else if let colon = line.firstIndex(of: ":") {
        let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        if let earlier = headers[name] { headers[name] = earlier + ", " + value } else { headers[name] = value }
        if name.caseInsensitiveCompare("Content-Length") == .orderedSame, let length = Int(value),
          length > lengthCap, carriesBody
        {
          answerTooLarge = true
          return 0  // refused before a byte of the body is read
        }
      }
      return bytes.count
    }

    /// Whether the answer being received can have a body: a `HEAD`'s `Content-Length` is the length a
    /// `GET` would have had (tus servers send the upload's size), and `1xx`, `204` and `304` carry none,
    /// so their lengths are not read as a body the cap must refuse (the cap counts received bytes).
    var carriesBody: Bool { !isHead && status >= 200 && status != 204 && status != 304 }

    /// A `HEAD` request: its answer never has a body, whatever its `Content-Length` says.
    var isHead: Bool { request.httpMethod?.uppercased() == "HEAD" }

    func readBody(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int {
      guard case .file(let descriptor, _) = body else { return 0 }
      let count = read(descriptor, buffer, capacity)
      if count > 0 { noteActivity() }
      return count < 0 ? Int(CL_READFUNC_ABORT) : count
    }

    func seekBody(to offset: Int64, origin: Int32) -> Int32 {
      guard case .file(let descriptor, _) = body else { return CL_SEEKFUNC_FAIL }
      return lseek(descriptor, off_t(offset), origin) < 0 ? CL_SEEKFUNC_FAIL : CL_SEEKFUNC_OK
    }

    /// libcurl's progress tick (at least once a second, even in silence). Returns false to stop a
    /// transfer that has been silent past ``TransferPolicy/stallTimeout``: measured here, to the
    /// second, where libcurl's own low-speed check averages over several seconds.
    func tick(uploaded: Int64) -> Bool {
      if uploaded != uploadedSoFar {
        noteActivity()
        uploadedSoFar = uploaded
        if let progress, case .file(_, let byteCount) = body { progress(Int(uploaded), byteCount) }
      }
      // Opening the connection has its own limit (`CURLOPT_CONNECTTIMEOUT`); silence counts from the
      // moment the request could go, so a silent server is left after the stall timeout, not after
      // the stall and connect timeouts added up (issue 39).
      // A transfer paused for a slow reader is waiting on purpose, not stalled.
      if streamBuffer?.isPausedForReader == true {
        lastActivity = time.uptime()
        return true
      }
      if !isConnected {
        guard hasMovedBytes || requestIsGoing() else { return true }
        isConnected = true
        if !hasMovedBytes { lastActivity = time.uptime() }
      }
      if time.uptime() - lastActivity > policy.stallTimeout {
        stalled = true
        return false
      }
      return true
    }

    /// libcurl's pre-transfer time is set once the connection is ready and the request about to be sent.
    private func requestIsGoing() -> Bool {
      guard let easy else { return false }
      var microseconds: Int64 = 0
      return cl_easy_getinfo_offset(easy, CL_INFO_PRETRANSFER_TIME_T, &microseconds) == 0 && microseconds > 0
    }

    private func noteActivity() {
      lastActivity = time.uptime()
      hasMovedBytes = true
    }
  }
#endif
