import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("APIClient connection reuse")
struct APIClientConnectionTests {
  static let ok = TestServer.json(#"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#)

  @Test func everyRequestAsksForAFreshConnectionOnLinuxOnly() async throws {
    let server = TestServer { _, _ in Self.ok }
    _ = try await server.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    _ = try await server.client().send(Endpoint<Greeting>(path: "/health", method: .get, requiresAuth: false))
    let connection = server.requests.value.map { $0.value(forHTTPHeaderField: "Connection") }
    #if canImport(FoundationNetworking)
      // A body is never resent on a reused connection, and no connection is left for one (ADR 0003).
      #expect(connection == ["close", "close"])
    #else
      #expect(connection == [nil, nil])
    #endif
  }

  #if canImport(FoundationNetworking)
    @Test func noConnectionIsReusedEvenWhenTheServerKeepsItOpen() async throws {
      let server = try KeepAliveServer()
      defer { server.stop() }
      let client = APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: server.baseURL),
          session: URLSession(configuration: .ephemeral)))
      for _ in 0..<3 {
        _ = try await client.send(Endpoint<EmptyResponse>.rpc("me", isIdempotent: true, requiresAuth: false))
      }
      // One shared session would send all three on the first connection: libcurl ignores our
      // `Connection: close` when the server does not close.
      #expect(server.accepted.value == 3)
    }
  #endif
}
