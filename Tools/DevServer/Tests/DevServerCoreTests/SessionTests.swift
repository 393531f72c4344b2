import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Refresh tokens and logout")
struct SessionTests {
  @Test("Refreshing rotates the refresh token within the same family")
  func rotation() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let refreshed = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
      #expect(refreshed.status == .ok)
      let next = try Tokens(refreshed.json)
      #expect(next.refresh != tokens.refresh)
      let first = try AccessTokenInspector.claims(of: tokens.access)
      let second = try AccessTokenInspector.claims(of: next.access)
      #expect(first.sid == second.sid)
      #expect(try await client.rpc("me", token: next.access).status == .ok)
    }
  }

  @Test("Reusing a refresh token after the reuse interval revokes the whole family")
  func reuseRevokesFamily() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let next = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      harness.clock.advance(seconds: harness.services.configuration.refreshReuseInterval)

      let reused = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
      #expect(reused.status == .unauthorized)
      #expect(reused.errorCode == "refresh_token_reused")

      let successor = try await client.rpc("refresh_session", ["refresh_token": next.refresh])
      #expect(successor.errorCode == "refresh_token_invalid")
      let me = try await client.rpc("me", token: next.access)
      #expect(me.status == .unauthorized)
      #expect(me.errorCode == "unauthorized")
    }
  }

  @Test("Other sessions of the same account survive a revoked family")
  func familiesAreIndependent() async throws {
    try await TestHarness.run { harness, client in
      let phone = try await client.signIn("a@example.com")
      harness.clock.advance(seconds: 61)
      let laptop = try await client.signIn("a@example.com")
      _ = try await client.rpc("logout", token: phone.access)
      #expect(try await client.rpc("me", token: laptop.access).status == .ok)
    }
  }

  @Test("Unknown and expired refresh tokens")
  func unknownAndExpired() async throws {
    try await TestHarness.run { harness, client in
      let unknown = try await client.rpc("refresh_session", ["refresh_token": String(repeating: "x", count: 43)])
      #expect(unknown.errorCode == "refresh_token_invalid")
      let tokens = try await client.signIn()
      harness.clock.advance(seconds: 30 * 24 * 60 * 60)
      let expired = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
      #expect(expired.errorCode == "refresh_token_expired")
    }
  }

  @Test("Logout is 204 and ends the session")
  func logout() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let response = try await client.rpc("logout", token: tokens.access)
      #expect(response.status == .noContent)
      #expect(response.body.readableBytes == 0)
      #expect(try await client.rpc("me", token: tokens.access).errorCode == "unauthorized")
      #expect(
        try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).errorCode
          == "refresh_token_invalid")
    }
  }
}
