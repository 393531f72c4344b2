import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Connection header")
struct ConnectionTests {
  @Test("A request asking to close gets Connection: close back, others do not")
  func closeIsAnswered() async throws {
    try await TestHarness.run { _, client in
      let closing = try await client.rpc("app_config", headers: [.connection: "close"])
      #expect(closing.status == .ok)
      #expect(closing.headers[.connection] == "close")
      let listed = try await client.execute(uri: "/health", method: .get, headers: [.connection: "TE, Close"])
      #expect(listed.headers[.connection] == "close")
      let kept = try await client.rpc("app_config")
      #expect(kept.headers[.connection] == nil)
    }
  }
}
