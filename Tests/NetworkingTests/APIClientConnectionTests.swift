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
}
