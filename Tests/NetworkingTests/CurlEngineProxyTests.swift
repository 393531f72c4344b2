#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking
  import TestSupport
  import Testing

  /// The engine goes through the policy's proxy, tunnelled, and a proxy's failure is its own error
  /// (ADR 0044). Hermetic: the proxy is on loopback and refuses or cannot reach the https host.
  @Suite("CurlEngine proxy", .timeLimit(.minutes(3)))
  struct CurlEngineProxyTests {
    static let policy = TransferPolicy(connectTimeout: .seconds(5), stallTimeout: .seconds(5), deadline: .seconds(10))

    static func request(_ url: String) -> URLRequest {
      var request = URLRequest(url: URL(string: url)!)
      request.setValue("Bearer secret-token", forHTTPHeaderField: "Authorization")
      return request
    }

    @Test func aProxyThatWantsCredentialsIsProxyRefused407AndSawOnlyConnect() async throws {
      let proxy = try LoggingProxy(mode: .refuse(status: 407))
      defer { proxy.stop() }
      var policy = Self.policy
      policy.proxy = .url(URL(string: "http://alice:hunter2@127.0.0.1:\(proxy.port)")!)
      let engine = try CurlEngine()
      await #expect(throws: NetworkError.proxyRefused(proxy: "http://127.0.0.1:\(proxy.port)", status: 407)) {
        _ = try await engine.data(for: Self.request("https://api.example.invalid/rpc/me?token=t0k3n"), policy: policy)
      }
      let seen = proxy.received
      #expect(seen.map(\.method) == ["CONNECT"])
      #expect(seen.first?.target == "api.example.invalid:443")
      for request in seen {
        #expect(request.headers["authorization"] == nil)
        #expect(!request.target.contains("t0k3n") && !request.target.contains("rpc"))
      }
    }

    @Test func aRefusedOrRedirectedConnectCarriesItsStatus() async throws {
      for status in [403, 302] {
        let proxy = try LoggingProxy(mode: .refuse(status: status))
        defer { proxy.stop() }
        var policy = Self.policy
        policy.proxy = .url(proxy.url)
        let engine = try CurlEngine()
        await #expect(throws: NetworkError.proxyRefused(proxy: "http://127.0.0.1:\(proxy.port)", status: status)) {
          _ = try await engine.data(for: Self.request("https://api.example.invalid/"), policy: policy)
        }
      }
    }

    @Test func anUnreachableProxyIsProxyRefusedWithoutStatus() async throws {
      let closed = try LoggingProxy()
      let port = closed.port
      closed.stop()
      var policy = Self.policy
      policy.proxy = .url(URL(string: "http://127.0.0.1:\(port)")!)
      let engine = try CurlEngine()
      await #expect(throws: NetworkError.proxyRefused(proxy: "http://127.0.0.1:\(port)", status: nil)) {
        _ = try await engine.data(for: Self.request("https://api.example.invalid/"), policy: policy)
      }
    }

    @Test func anUnusableProxyFailsBeforeAnythingIsSent() async throws {
      var policy = Self.policy
      policy.proxy = .url(URL(string: "ftp://alice:hunter2@proxy.example")!)
      let engine = try CurlEngine()
      await #expect(throws: NetworkError.proxyRefused(proxy: "ftp://proxy.example", status: nil)) {
        _ = try await engine.data(for: Self.request("https://api.example.invalid/"), policy: policy)
      }
    }

    @Test func cleartextToLoopbackGoesStraightToTheServer() async throws {
      let proxy = try LoggingProxy()
      defer { proxy.stop() }
      let server = try HostileFront { _ in .respond(status: 200, body: Data("ok".utf8)) }
      defer { server.stop() }
      var policy = Self.policy
      policy.proxy = .url(proxy.url)
      let engine = try CurlEngine()
      let (body, response) = try await engine.data(
        for: Self.request("http://127.0.0.1:\(server.port)/rpc/me"), policy: policy)
      #expect(response.statusCode == 200 && body == Data("ok".utf8))
      #expect(server.received.first?.headers["authorization"] == "Bearer secret-token")
      // The answer came from the server itself: had the proxy carried it, the proxy would have
      // recorded the request before the answer existed.
      #expect(proxy.received.isEmpty)
    }
  }
#endif
