import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` answering from per-host handlers, so the canary test can drive a real `APIClient`.
final class StubURLProtocol: URLProtocol {
  typealias Handler = @Sendable (URLRequest) -> (Int, [String: String], Data)

  private static let handlers = LockedValue<[String: Handler]>([:])

  static func register(host: String, handler: @escaping Handler) {
    handlers.withLock { $0[host] = handler }
  }

  /// A session whose requests go to the registered handlers.
  static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let handler = Self.handlers.value[host] else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let (status, headers, body) = handler(request)
    let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
