import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A canned HTTP answer.
struct StubReply: Sendable {
  var status: Int
  var headers: [String: String]
  var body: Data
}

/// A `URLProtocol` that answers from per-host handlers, synchronously, inside `startLoading`: the
/// cheapest transport `URLSession` can have, so any cost on top of it is the caller's.
///
/// Same pattern as `Tests/NetworkingTests/Support/StubURLProtocol.swift` (works with
/// swift-corelibs-foundation), minus the `Task` hop per request, which would add scheduling noise
/// to both sides of a comparison. Give each entry its own host so entries never see each other.
///
/// ```swift
/// StubURLProtocol.register(host: "bench.invalid") { _ in StubReply(status: 200, headers: [:], body: body) }
/// let session = StubURLProtocol.session()
/// ```
final class StubURLProtocol: URLProtocol {
  typealias Handler = @Sendable (URLRequest) -> StubReply

  private static let handlers = LockedValue<[String: Handler]>([:])

  static func register(host: String, handler: @escaping Handler) {
    handlers.withLock { $0[host] = handler }
  }

  static func unregister(host: String) {
    handlers.withLock { $0[host] = nil }
  }

  /// An ephemeral session whose only protocol is this stub, without a `URLCache`: on Linux even an
  /// ephemeral session's cache lookup costs ~45 µs per request and varies run to run, which would
  /// swamp the figure the stub is there to give (the cost on top of the cheapest transport).
  static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let host = url.host, let handler = Self.handlers.withLock({ $0[host] }) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let reply = handler(request)
    guard
      let response = HTTPURLResponse(
        url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: reply.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

/// Carries a non-`Sendable` reference where sharing it is known to be safe (one owner at a time).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
