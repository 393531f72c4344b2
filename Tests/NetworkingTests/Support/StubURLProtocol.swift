import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers from per-host handlers, so parallel tests each own a host and
/// never see each other's traffic.
final class StubURLProtocol: URLProtocol {
  typealias Handler = @Sendable (URLRequest) async throws -> (Int, [String: String], Data)

  private static let handlers = LockedValue<[String: Handler]>([:])

  static func register(host: String, handler: @escaping Handler) {
    handlers.withLock { $0[host] = handler }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let request = self.request
    guard let host = request.url?.host, let handler = Self.handlers.value[host] else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let box = UncheckedBox(self)
    let stopped = self.stopped
    work.withLock {
      $0 = Task {
        let proto = box.value
        let result: Result<(Int, [String: String], Data), any Error>
        do { result = .success(try await handler(request)) } catch { result = .failure(error) }
        // Talking to the client after stopLoading crashes FoundationNetworking's task registry.
        guard !stopped.value, !Task.isCancelled else { return }
        switch result {
        case .success(let (status, headers, body)):
          let response = HTTPURLResponse(
            url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
          proto.client?.urlProtocol(proto, didReceive: response, cacheStoragePolicy: .notAllowed)
          proto.client?.urlProtocol(proto, didLoad: body)
          proto.client?.urlProtocolDidFinishLoading(proto)
        case .failure(let error):
          proto.client?.urlProtocol(proto, didFailWithError: error)
        }
      }
    }
  }

  private let stopped = LockedValue(false)
  private let work = LockedValue<Task<Void, Never>?>(nil)

  override func stopLoading() {
    stopped.withLock { $0 = true }
    work.withLock { $0?.cancel() }
  }
}

struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
