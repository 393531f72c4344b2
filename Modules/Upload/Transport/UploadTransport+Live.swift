import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension UploadTransport {
  /// The live transport over `URLSession`: streams the file from disk, reports progress, refuses
  /// URLs the transport-security policy rejects (plain http to a non-loopback host) before any
  /// byte is sent, and maps the answer (204 ok; 409 `already_completed` done; 403
  /// `upload_url_expired` expired; 422/413/415/404 rejected; 429/5xx/connection loss transient).
  ///
  /// Keep one per process: it owns its session. `onAttempt` sees every PUT sent (see
  /// ``AttemptObserver``); the composition root hands it to the API client's monitors, so the
  /// network log records uploads too.
  ///
  /// ```swift
  /// let transport = UploadTransport.live()
  /// let queue = UploadQueue(directory: uploadsFolder, api: api, transport: transport)
  /// ```
  public static func live(
    configuration: URLSessionConfiguration = .uploads, policy: TransportSecurityPolicy = .standard,
    onAttempt: AttemptObserver? = nil
  ) -> UploadTransport {
    let uploader = URLSessionUploader(configuration: configuration, policy: policy, onAttempt: onAttempt)
    return UploadTransport { request, progress throws(UploadTransportError) in
      try await uploader.upload(request, progress: progress)
    }
  }

  /// Fails every PUT with ``UploadTransportError/network(_:)`` `.offline`.
  ///
  /// ```swift
  /// let queue = UploadQueue(directory: dir, api: .offline, transport: .offline)
  /// ```
  public static let offline = UploadTransport { _, _ throws(UploadTransportError) in throw .network(.offline) }
}

extension URLSessionConfiguration {
  /// Foreground upload settings: no cookies, cache or credential storage (the URL is
  /// self-authorising), a 60 s idle timeout, and no waiting for connectivity inside URLSession,
  /// because the queue owns waiting and shows it to the user.
  ///
  /// ```swift
  /// let transport = UploadTransport.live(configuration: .uploads)
  /// ```
  public static var uploads: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 60
    configuration.timeoutIntervalForResource = 60 * 60
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    #if canImport(Darwin)
      configuration.waitsForConnectivity = false  // read-only (and false) in FoundationNetworking
    #endif
    return configuration
  }
}
