import Foundation
import Networking
import Observability
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One isolated fake server per test: a unique host, a request log, and a client wired to it
/// with instant sleeps (recorded, never slept).
final class TestServer: Sendable {
  let host = "api-\(UUID().uuidString.lowercased()).test"
  let requests = LockedValue<[URLRequest]>([])
  let sleeps = LockedValue<[TimeInterval]>([])
  let session: URLSession

  init(handler: @escaping @Sendable (URLRequest, Int) async throws -> (Int, [String: String], Data)) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    let requests = self.requests
    StubURLProtocol.register(host: host) { request in
      let index = requests.withLock { log -> Int in
        log.append(request)
        return log.count
      }
      return try await handler(request, index)
    }
  }

  var baseURL: URL { URL(string: "https://\(host)")! }

  func client(
    authorization: (any AuthorizationProvider)? = nil, monitors: [any NetworkEventMonitor] = [],
    retryPolicy: RetryPolicy = .default, baseURL: URL? = nil
  ) -> APIClient {
    let sleeps = self.sleeps
    return APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: baseURL ?? self.baseURL),
        session: session, authorization: authorization, monitors: monitors, retryPolicy: retryPolicy,
        time: TestClock().source(recordingSleeps: { seconds in sleeps.withLock { $0.append(seconds) } }),
        random: { 0.5 }))
  }

  static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> (Int, [String: String], Data)
  {
    (status, headers.merging(["Content-Type": "application/json"]) { a, _ in a }, Data(text.utf8))
  }
}

/// A token provider that counts refreshes and can be told to fail.
actor CountingTokenProvider: AuthorizationProvider {
  private(set) var token: String
  private(set) var refreshCount = 0
  private(set) var adopted: [String] = []
  private let refreshResult: @Sendable (Int) throws -> String

  init(token: String = "token-1", refreshResult: @escaping @Sendable (Int) throws -> String = { "token-\($0 + 1)" }) {
    self.token = token
    self.refreshResult = refreshResult
  }

  func accessToken() async throws -> String? { token }

  func refreshAccessToken(rejected: String) async throws -> String {
    refreshCount += 1
    try await Task.sleep(nanoseconds: 20_000_000)  // give concurrent 401s time to pile up
    token = try refreshResult(refreshCount)
    return token
  }

  func adopt(newAccessToken: String) async {
    adopted.append(newAccessToken)
    token = newAccessToken
  }
}

struct Greeting: Decodable, Sendable, Equatable {
  let messageText: String
  let sentAt: Date
}
