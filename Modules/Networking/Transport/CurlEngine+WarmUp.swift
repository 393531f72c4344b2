#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension CurlEngine {
    /// The longest a warm-up may take, and so the longest a file body waits for one.
    public static let warmUpDeadline: Duration = .seconds(5)

    /// Opens an HTTP/1.1 connection to the origin of `url` ahead of a file body (ADR 0029), so the
    /// body does not pay a TCP and TLS handshake on its own critical path.
    ///
    /// Sends `HEAD /` to the origin (scheme, host and port of `url`; its path, query and user info
    /// are dropped) with no header of any caller's: no token, no cookie. The answer, whatever it is,
    /// is ignored and no redirect is followed; the connection stays in the engine's cache, where the
    /// next ``upload(_:fromFile:byteCount:policy:progress:)`` to that origin finds it. An upload to
    /// that origin submitted while the warm-up is queued or in flight waits for it to end, at most
    /// ``warmUpDeadline``. `policy` must be the upload's own (libcurl reuses a TLS connection only
    /// for the same trusted CAs); its timeouts are shortened to ``warmUpDeadline``.
    ///
    /// Returns at once. Never fails: a URL that is not http or https is ignored, and a failed
    /// warm-up only means the upload opens its own connection, as without one.
    public func warmUp(_ url: URL, policy: TransferPolicy) {
      guard let origin = Self.originRoot(of: url) else { return }
      var request = URLRequest(url: origin, cachePolicy: .reloadIgnoringLocalCacheData)
      request.httpMethod = "HEAD"
      request.httpShouldHandleCookies = false
      var bounded = policy
      bounded.maximumAnswerBytes = 16 << 10
      bounded.connectTimeout = min(policy.connectTimeout, Self.warmUpDeadline)
      bounded.stallTimeout = min(policy.stallTimeout, Self.warmUpDeadline)
      bounded.deadline = Self.warmUpDeadline
      // No caller waits: the transfer ends on the engine's thread and its answer is dropped there.
      let transfer = CurlTransfer(
        request: request, url: origin, body: .none, policy: bounded, progress: nil, isWarmUp: true, time: time)
      if case .unusable = transfer.route { return }  // the upload itself will say why
      submit(transfer)
    }

    /// `scheme://host:port/` of an http or https URL, nothing else of it; nil for other schemes.
    static func originRoot(of url: URL) -> URL? {
      guard let origin = Origin(url), let host = url.host else { return nil }
      var components = URLComponents()
      components.scheme = origin.scheme
      components.host = host
      components.port = url.port
      components.path = "/"
      return components.url
    }
  }
#endif
