import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The platform's transport, every ``TransferPolicy`` applied while the answer arrives, with no
  /// cookies, no cache and no redirect followed. On Linux: ``CurlEngine/shared`` (connections
  /// reused, no core spinning while waiting, cancellation that stops the transfer; ADR 0021), or
  /// FoundationNetworking if libcurl cannot be loaded. On Apple platforms: `URLSession`.
  public static let live: HTTPTransport = {
    #if canImport(FoundationNetworking)
      if let engine = CurlEngine.shared { return .curl(engine) }
      return .urlSession(URLSession(configuration: .noStorage))
    #else
      let session = URLSession(configuration: .noStorage)
      return HTTPTransport { request, policy in try await session.data(for: request, policy: policy) }
    #endif
  }()

  #if canImport(FoundationNetworking)
    /// Sends over `engine` (see ``CurlEngine``).
    public static func curl(_ engine: CurlEngine) -> HTTPTransport {
      HTTPTransport { request, policy in try await engine.data(for: request, policy: policy) }
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
