import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers from per-host handlers, so parallel tests each own a host. (The
/// upload body arrives as a file stream URLProtocol does not expose; tests here check the request
/// line and headers, and the loopback server checks the bytes.)
final class StubURLProtocol: URLProtocol {
  typealias Handler = @Sendable (URLRequest) -> (Int, [String: String], Data)

  private static let handlers = LockedValue<[String: Handler]>([:])

  static func register(host: String, handler: @escaping Handler) {
    handlers.withLock { $0[host] = handler }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let handler = Self.handlers.value[host] else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let (status, headers, body) = handler(request)
    guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
