import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension UploadTransport {
  /// The live transport: streams the file from disk, reports progress, refuses URLs the
  /// transport-security policy rejects (plain http to a non-loopback host) before any byte is sent,
  /// never follows a redirect, and maps the answer (204 ok; 409 `already_completed` done; 403
  /// `upload_url_expired` expired; 422/413/415/404 rejected; 429/5xx/connection loss transient).
  /// `transfer` bounds each PUT (connect, stall, overall deadline, answer size, extra CAs). `answers`
  /// reads the storage's answer (``UploadAnswerClassifier``: JSON error codes by default,
  /// ``UploadAnswerClassifier/s3`` for S3-style XML errors).
  ///
  /// On Linux it sends over Networking's `CurlEngine.shared`, on the API client's connections, and a cancelled
  /// PUT stops at once (ADR 0021); on Apple platforms over `URLSession` (``urlSession(configuration:policy:answers:onAttempt:)``).
  /// Keep one per process. `onAttempt` sees every PUT sent (see ``AttemptObserver``); the
  /// composition root hands it to the API client's monitors, so the network log records uploads too.
  /// No warm-up (``live(transfer:policy:answers:onAttempt:warmUpOrigin:)`` adds one).
  public static func live(
    transfer: TransferPolicy = .uploads, policy: TransportSecurityPolicy = .standard,
    answers: UploadAnswerClassifier = .jsonCodes, onAttempt: AttemptObserver? = nil
  ) -> UploadTransport {
    live(transfer: transfer, policy: policy, answers: answers, onAttempt: onAttempt, warmUpOrigin: nil)
  }

  /// ``live(transfer:policy:answers:onAttempt:)`` with a warm-up.
  ///
  /// `warmUpOrigin`: where the server's upload URLs usually point (a server that takes files on its
  /// own origin: its base URL). On Linux, ``UploadTransport/warmUp`` then opens an HTTP/1.1
  /// connection there with a bare `HEAD /` (no token, no cookie, no file byte) while the create call
  /// runs, and a PUT to that origin reuses it instead of paying a TCP and TLS handshake (ADR 0029).
  /// An origin the security `policy` refuses is never warmed. `nil`, or on Apple platforms: no
  /// warm-up.
  public static func live(
    transfer: TransferPolicy = .uploads, policy: TransportSecurityPolicy = .standard,
    answers: UploadAnswerClassifier = .jsonCodes, onAttempt: AttemptObserver? = nil, warmUpOrigin: URL?
  ) -> UploadTransport {
    #if canImport(FoundationNetworking)
      if let engine = CurlEngine.shared {
        let uploader = CurlUploader(
          engine: engine, security: policy, transfer: transfer, answers: answers, onAttempt: onAttempt)
        let origin = warmUpOrigin.flatMap { url in (try? policy.validate(url)).map { url } }
        return UploadTransport(
          upload: { request, progress throws(UploadTransportError) in
            try await uploader.upload(request, progress: progress)
          },
          warmUp: { if let origin { engine.warmUp(origin, policy: transfer) } })
      }
    #endif
    return .urlSession(configuration: .uploads(transfer), policy: policy, answers: answers, onAttempt: onAttempt)
  }

  /// The transport over a `URLSession` of `configuration` (a `URLProtocol` stub in tests, or a
  /// host's own settings). On Linux this is FoundationNetworking, with its limits: a cancelled PUT
  /// is abandoned rather than cancelled, and no connection is shared (ADR 0033). `answers` as in
  /// ``live(transfer:policy:answers:onAttempt:)``.
  public static func urlSession(
    configuration: URLSessionConfiguration = .uploads, policy: TransportSecurityPolicy = .standard,
    answers: UploadAnswerClassifier = .jsonCodes, onAttempt: AttemptObserver? = nil
  ) -> UploadTransport {
    let uploader = URLSessionUploader(
      configuration: configuration, policy: policy, answers: answers, onAttempt: onAttempt)
    return UploadTransport { request, progress throws(UploadTransportError) in
      try await uploader.upload(request, progress: progress)
    }
  }

  /// Fails every PUT with ``UploadTransportError/network(_:)`` `.offline`.
  public static let offline = UploadTransport { _, _ throws(UploadTransportError) in throw .network(.offline) }
}

extension URLSessionConfiguration {
  /// Foreground upload settings: no cookies, cache or credential storage (the URL is
  /// self-authorising), `TransferPolicy.uploads`' timeouts, and no waiting for connectivity inside URLSession,
  /// because the queue owns waiting and shows it to the user.
  public static var uploads: URLSessionConfiguration { uploads(.uploads) }

  /// ``uploads`` with `transfer`'s stall timeout (URLSession's request timeout is an idle timeout)
  /// and overall deadline.
  public static func uploads(_ transfer: TransferPolicy) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Double(transfer.stallTimeout.components.seconds)
    configuration.timeoutIntervalForResource = Double(transfer.deadline.components.seconds)
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    #if canImport(Darwin)
      configuration.waitsForConnectivity = false  // read-only (and false) in FoundationNetworking
      configuration.useProxy(transfer.proxy)  // https through the policy's proxy, loopback http never
    #endif
    return configuration
  }
}

extension TransferPolicy {
  /// A PUT's limits: 10 s to connect, 60 s of silence, an hour in all, and 64 KiB of answer (an
  /// error body is all a PUT's answer carries).
  public static let uploads = TransferPolicy(
    maximumAnswerBytes: 64 << 10, connectTimeout: .seconds(10), stallTimeout: .seconds(60), deadline: .seconds(3600))
}
