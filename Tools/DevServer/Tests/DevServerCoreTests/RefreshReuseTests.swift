import HummingbirdTesting
import Testing

@testable import DevServerCore

/// The reuse grace of ADR 0009: a refresh whose answer was lost can be repeated for a while.
@Suite("Refresh token reuse interval")
struct RefreshReuseTests {
  @Test("Within the interval, a spent token gets the family's current session, not a new one")
  func repeatWithinInterval() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let first = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      harness.clock.advance(seconds: harness.services.configuration.refreshReuseInterval - 1)

      let again = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
      #expect(again.status == .ok)
      let repeated = try Tokens(again.json)
      #expect(repeated.refresh == first.refresh)
      #expect(
        try AccessTokenInspector.claims(of: repeated.access).sid
          == AccessTokenInspector.claims(of: tokens.access).sid)
      #expect(try await client.rpc("me", token: repeated.access).status == .ok)
      // Still one live token in the family: the repeat issued nothing new.
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE used_at IS NULL") == 1)
      #expect(try await client.rpc("refresh_session", ["refresh_token": repeated.refresh]).status == .ok)
    }
  }

  @Test("Within the interval, a token two rotations behind gets the newest one")
  func followsTheFamilyToItsCurrentToken() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let first = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      let second = try Tokens(try await client.rpc("refresh_session", ["refresh_token": first.refresh]).json)

      let stale = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      #expect(stale.refresh == second.refresh)
      #expect(try await client.rpc("refresh_session", ["refresh_token": second.refresh]).status == .ok)
    }
  }

  @Test("After sign-out, a token spent a moment ago is refused and nothing is revived")
  func refusedAfterLogout() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let next = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      #expect(try await client.rpc("logout", token: next.access).status == .noContent)

      let spent = try await client.rpc("refresh_session", ["refresh_token": tokens.refresh])
      #expect(spent.status == .unauthorized)
      #expect(spent.errorCode == "refresh_token_invalid")
      #expect(
        try await client.rpc("refresh_session", ["refresh_token": next.refresh]).errorCode
          == "refresh_token_invalid")
    }
  }

  @Test("After a revoking reuse, even a token spent within the interval is refused")
  func refusedAfterRevocation() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let first = try Tokens(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).json)
      harness.clock.advance(seconds: harness.services.configuration.refreshReuseInterval)
      let second = try Tokens(try await client.rpc("refresh_session", ["refresh_token": first.refresh]).json)
      // The sign-in token is now long spent: reuse, the family is revoked.
      #expect(
        try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).errorCode
          == "refresh_token_reused")

      // `first` was spent a moment ago, but its family is gone.
      #expect(
        try await client.rpc("refresh_session", ["refresh_token": first.refresh]).errorCode
          == "refresh_token_invalid")
      #expect(try await client.rpc("me", token: second.access).status == .unauthorized)
    }
  }

  @Test("An interval of 0 turns the grace off")
  func zeroIntervalIsStrict() async throws {
    try await TestHarness.run(configure: { $0.refreshReuseInterval = 0 }) { _, client in
      let tokens = try await client.signIn()
      #expect(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).status == .ok)
      #expect(
        try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).errorCode
          == "refresh_token_reused")
    }
  }

  @Test("A rotated token's successor is derived, stable and well formed")
  func successorShape() async throws {
    try await TestHarness.run { harness, _ in
      let successor = harness.services.refreshSuccessor
      let parent = SecureRandom.token()
      let child = successor.of(parent)
      #expect(child == successor.of(parent))
      #expect(child != parent && successor.of(child) != child)
      #expect(child.utf8.count == 43 && child.utf8.allSatisfy(Base64URL.isAlphabet))
    }
  }
}
