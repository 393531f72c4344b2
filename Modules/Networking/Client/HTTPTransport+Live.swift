import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The platform's transport with every ``TransferPolicy`` applied while the answer arrives, no
  /// cookies, no cache, and no redirect followed.
  public static let live: HTTPTransport = .urlSession(URLSession(configuration: .noStorage))
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
