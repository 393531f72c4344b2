import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The platform's transport, every ``TransferPolicy`` applied while the answer arrives, with no
  /// cookies, no cache and no redirect followed. On Linux: ``CurlEngine/shared`` (connections
  /// reused, no core spinning while waiting, cancellation that stops the transfer; ADR 0021), or
  /// FoundationNetworking if libcurl cannot be loaded. On Apple platforms: `URLSession`. Both take
  /// the proxy from ``TransferPolicy/proxy``; a loopback `http://` request never goes through one.
  public static let live: HTTPTransport = {
    #if canImport(FoundationNetworking)
      if let engine = CurlEngine.shared { return .curl(engine) }
      return .urlSession(URLSession(configuration: .noStorage))
    #else
      // The proxy is the policy's (ADR 0044): one session per proxy dictionary.
      let sessions = ProxiedSessions { .noStorage }
      var transport = HTTPTransport { request, policy in
        let session = try sessions.session(for: request.url, policy: policy)
        return try await session.data(for: request, policy: policy)
      }
      transport.download = { request, policy, descriptor, offset in
        let session = try sessions.session(for: request.url, policy: policy)
        return try await session.download(request, appendingTo: descriptor, resumingAt: offset, policy: policy)
      }
      return transport
    #endif
  }()

  #if canImport(FoundationNetworking)
    /// Sends over `engine` (see ``CurlEngine``).
    public static func curl(_ engine: CurlEngine) -> HTTPTransport {
      var transport = HTTPTransport { request, policy in try await engine.data(for: request, policy: policy) }
      transport.download = { request, policy, descriptor, offset in
        try await engine.download(request, appendingTo: descriptor, resumingAt: offset, policy: policy)
      }
      transport.stream = { request, policy in try await engine.stream(request, policy: policy) }
      return transport
    }
  #endif
}

extension URLSessionConfiguration {
  /// Ephemeral, with no URL cache and no cookies: API answers are never cacheable, and the API uses
  /// bearer tokens, so a cookie a server sets must not be kept or sent.
  public static var noStorage: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    return configuration
  }
}
