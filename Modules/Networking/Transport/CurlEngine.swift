#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Observability
  internal import CLibcurl

  /// The Linux HTTP engine: libcurl's multi interface on one thread of its own (ADR 0021).
  ///
  /// - It waits in `curl_multi_poll`, which blocks: no core turns while a server thinks.
  /// - Connections are kept per origin and reused (HTTP/1.1 keep-alive, HTTP/2 multiplexing over
  ///   TLS), at most ``Configuration/maximumConnectionsPerHost`` at once; idle ones are closed after
  ///   ``Configuration/idleConnectionTimeout``, and then the thread sleeps until the next request.
  /// - ``TransferPolicy`` holds while the answer arrives: the size cap counts decoded bytes, and the
  ///   connect, stall and overall timeouts are libcurl's own.
  /// - Cancelling the caller's task ends the call at once and the transfer right after, on the
  ///   engine's thread, freeing its connection; nothing is left running.
  ///
  /// One engine per process is the intent (``shared``); a separate one has its own connections.
  public final class CurlEngine: @unchecked Sendable {
    /// How the engine keeps connections.
    public struct Configuration: Sendable, Equatable {
      /// The most connections open to one host at once; more requests wait for one.
      public var maximumConnectionsPerHost: Int
      /// How long an unused connection is kept for the next request.
      public var idleConnectionTimeout: Duration

      /// Creates a configuration.
      public init(maximumConnectionsPerHost: Int = 8, idleConnectionTimeout: Duration = .seconds(30)) {
        self.maximumConnectionsPerHost = maximumConnectionsPerHost
        self.idleConnectionTimeout = idleConnectionTimeout
      }
    }

    /// libcurl could not be loaded (no `libcurl.so.4`, or one older than 7.68).
    public struct Unavailable: Error, Sendable, CustomStringConvertible {
      /// The loader's words.
      public let description: String
    }

    /// The process's engine, or nil when libcurl cannot be loaded (``HTTPTransport/live`` then
    /// falls back to FoundationNetworking).
    public static let shared: CurlEngine? = try? CurlEngine()

    /// The engine's settings.
    public let configuration: Configuration
    /// libcurl's version string, for diagnostics.
    public let libraryVersion: String
    /// The clock stall timeouts and the idle-connection limit are measured on (ADR 0039).
    public let time: TimeSource

    /// Guards everything the callers hand to the engine's thread, and the multi handle's lifetime.
    let mailbox = NSCondition()
    var incoming: [CurlTransfer] = []
    var cancelled: [CurlTransfer] = []
    /// Streams whose reader caught up: unpaused on the engine's thread.
    var resumed: [CurlTransfer] = []
    var multi: UnsafeMutableRawPointer?
    var isParked = false
    var threadStarted = false
    private let opened = LockedValue(0)

    /// Loads libcurl; the engine's thread starts with the first request. Stalls and idle connections
    /// are timed on `time`'s monotonic clock, read on the engine's thread.
    ///
    /// - Throws: ``Unavailable`` when libcurl cannot be loaded.
    public init(configuration: Configuration = Configuration(), time: TimeSource = .system) throws(Unavailable) {
      var reason = [CChar](repeating: 0, count: 256)
      guard cl_load(&reason, reason.count) == 0 else {
        throw Unavailable(
          description: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      self.configuration = configuration
      self.time = time
      self.libraryVersion = String(cString: cl_version())
      Self.ignoreBrokenPipes()
    }

    /// New connections opened so far (a reused one is not counted), for tests and benchmarks.
    public var connectionsOpened: Int { opened.value }

    /// Sends `request` (its `httpBody`, if any) under `policy`.
    ///
    /// - Throws: `NetworkError` (`.answerTooLarge`, `.untrustedCertificate`, `.tlsHandshakeFailed`,
    ///   `.proxyRefused` when the policy's proxy could not be reached or refused the tunnel),
    ///   `URLError` for connection failures (`.timedOut`, `.networkConnectionLost`, …), or
    ///   `CancellationError` when the calling task is cancelled.
    public func data(for request: URLRequest, policy: TransferPolicy) async throws -> (Data, HTTPURLResponse) {
      guard let url = request.url else { throw URLError(.badURL) }
      let body: CurlTransfer.Body = request.httpBody.map { .data($0) } ?? .none
      let transfer = CurlTransfer(request: request, url: url, body: body, policy: policy, progress: nil, time: time)
      try Self.refuseUnusableProxy(transfer)
      return try await run(transfer)
    }

    /// Sends the first `byteCount` bytes of the file at `file` as the body of `request` (a `PUT`
    /// unless the request names another method), streamed from disk, reporting bytes sent.
    ///
    /// - Throws: as ``data(for:policy:)``; `URLError(.cannotOpenFile)` when the file cannot be opened.
    public func upload(
      _ request: URLRequest, fromFile file: URL, byteCount: Int, policy: TransferPolicy,
      progress: @escaping @Sendable (_ sent: Int, _ total: Int) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
      guard let url = request.url else { throw URLError(.badURL) }
      let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { throw URLError(.cannotOpenFile) }
      let transfer = CurlTransfer(
        request: request, url: url, body: .file(descriptor: descriptor, byteCount: byteCount), policy: policy,
        progress: progress, time: time)
      do { try Self.refuseUnusableProxy(transfer) } catch {
        transfer.releaseResources()
        throw error
      }
      return try await run(transfer)
    }

    /// A proxy asked for whose address cannot be used fails the request before anything is sent,
    /// rather than sending it around the proxy.
    private static func refuseUnusableProxy(_ transfer: CurlTransfer) throws(NetworkError) {
      if case .unusable(let shown) = transfer.route { throw .proxyRefused(proxy: shown, status: nil) }
    }

    func run(_ transfer: CurlTransfer) async throws -> (Data, HTTPURLResponse) {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          if transfer.wait(with: continuation) {
            submit(transfer)
          } else {
            transfer.releaseResources()
          }
        }
      } onCancel: {
        if transfer.finish(.failure(CancellationError())) { withdraw(transfer) }
      }
    }

    func countOpened(_ connections: Int) {
      if connections > 0 { opened.withLock { $0 += connections } }
    }

    /// A peer that closes mid-write must fail the write, not kill the process: libcurl's TLS
    /// writes cannot all suppress SIGPIPE themselves. Only a default disposition is changed.
    private static func ignoreBrokenPipes() {
      var current = sigaction()
      guard sigaction(SIGPIPE, nil, &current) == 0 else { return }
      #if canImport(Glibc)
        let isDefault = current.__sigaction_handler.sa_handler == nil
      #else
        let isDefault = true
      #endif
      if isDefault { signal(SIGPIPE, SIG_IGN) }
    }
  }
#endif
