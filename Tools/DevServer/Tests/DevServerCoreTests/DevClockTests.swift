import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import DevServerCore

@Suite("The dev clock (POST /dev/clock)")
struct DevClockTests {
  private func advance(_ client: some TestClientProtocol, _ json: String) async throws -> TestResponse {
    try await client.execute(
      uri: "/dev/clock", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
  }

  @Test("Moving the clock past a token's life expires it, and the refresh token still renews the session")
  func advancingExpiresTokens() async throws {
    try await TestHarness.run(configure: { $0.accessTokenTTL = 900 }) { harness, client in
      let tokens = try await client.signIn()
      let before = try await client.execute(uri: "/dev/clock", method: .get).json
      #expect(before["offset_seconds"] as? Int == 0)
      let moved = try await advance(client, #"{"advance_seconds": 901}"#)
      #expect(moved.status == .ok)
      #expect(moved.json["offset_seconds"] as? Int == 901)
      #expect(moved.json["now"] as? Int == (before["now"] as? Int).map { $0 + 901 })
      #expect(try await client.rpc("me", token: tokens.access).errorCode == "token_expired")
      let renewed = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      #expect(try await client.rpc("me", token: renewed.access).status == .ok)
      // The offset adds to the clock the server was given; it does not replace it.
      harness.clock.advance(seconds: 60)
      #expect(
        try await client.execute(uri: "/dev/clock", method: .get).json["now"] as? Int == harness.clock.appClock.unixNow
          .asInt + 901)
    }
  }

  @Test("Only forward, by a bounded whole number of seconds; without --dev there is no clock to move")
  func advanceIsBounded() async throws {
    try await TestHarness.run { _, client in
      for body in [#"{"advance_seconds": 0}"#, #"{"advance_seconds": -5}"#, #"{"advance_seconds": 1e12}"#, "{}", ""] {
        let response = try await advance(client, body)
        #expect(response.status == .badRequest, "\(body): \(response.status)")
      }
      #expect(try await client.execute(uri: "/dev/clock", method: .get).json["offset_seconds"] as? Int == 0)
    }
    try await TestHarness.run(configure: { $0.devMode = false }) { harness, client in
      let refused = try await advance(client, #"{"advance_seconds": 60}"#)
      #expect(refused.status == .notFound)
      #expect(harness.services.now == harness.clock.appClock.unixNow)
    }
  }
}

extension Int64 {
  fileprivate var asInt: Int { Int(self) }
}
