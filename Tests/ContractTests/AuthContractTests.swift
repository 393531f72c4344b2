import ChatterboxAPI
import Foundation
import Networking
import TestSupport
import Testing

@Suite("Contract: sign-in against the live dev server", .enabled(if: devServerAvailable), .serialized)
struct AuthContractTests {
  @Test func magicLinkLoginMeAndRotation() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let email = uniqueEmail()
      let grant = try await clients.signIn(email)
      #expect(grant.account.email == email)
      #expect(grant.expiresIn > 0)

      let me = try await clients.accounts.me()
      #expect(me.account.id == grant.account.id)
      #expect(me.activeProfile == nil)

      let rotated = try await clients.auth.refresh(refreshToken: grant.refreshToken)
      #expect(rotated.refreshToken != grant.refreshToken)
      // Repeated within the reuse interval (a lost answer): the same session again (ADR 0009).
      let repeated = try await clients.auth.refresh(refreshToken: grant.refreshToken)
      #expect(repeated.refreshToken == rotated.refreshToken)
      #expect(try await clients.auth.refresh(refreshToken: rotated.refreshToken).refreshToken != rotated.refreshToken)
    }
  }

  @Test func reuseAfterTheIntervalRevokesTheFamily() async throws {
    try await DevServer.with(arguments: ["--refresh-reuse-interval", "0"]) { server in
      let clients = ContractClients(server: server)
      let grant = try await clients.signIn(uniqueEmail())
      let rotated = try await clients.auth.refresh(refreshToken: grant.refreshToken)
      // Reusing the old refresh token is detected and revokes the whole family.
      await #expect(throws: NetworkError.unauthorized(code: "refresh_token_reused")) {
        try await clients.auth.refresh(refreshToken: grant.refreshToken)
      }
      await #expect(throws: NetworkError.unauthorized(code: "refresh_token_invalid")) {
        try await clients.auth.refresh(refreshToken: rotated.refreshToken)
      }
    }
  }

  @Test func magicLinkIsSingleUse() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let email = uniqueEmail()
      _ = try await clients.auth.requestMagicLink(email: email)
      let link = try await server.latestMessage(for: email).link
      let token = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "token" }?.value)
      #expect(token.count == 43)
      _ = try await clients.auth.login(magicToken: token)
      await #expect(throws: NetworkError.unauthorized(code: "magic_link_used")) {
        try await clients.auth.login(magicToken: token)
      }
    }
  }

  @Test func otpFallbackAndCooldown() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let email = uniqueEmail()
      let receipt = try await clients.auth.requestMagicLink(email: email)
      #expect(receipt.cooldownSeconds > 0)
      // A second request inside the cooldown is a 429 with Retry-After, beyond the client's budget.
      await #expect { try await clients.auth.requestMagicLink(email: email) } throws: { error in
        guard let error = error as? NetworkError, error.kind == .rateLimited, error.serverCode == "cooldown" else {
          return false
        }
        return (error.retryAfter ?? 0) > 10
      }
      let code = try await server.latestMessage(for: email).code
      #expect(code.count == 6)
      let grant = try await clients.auth.verify(email: email, code: code)
      #expect(grant.account.email == email)
    }
  }

  @Test func nearExpiryTokensGetAFreshOneInAHeader() async throws {
    try await DevServer.with(arguments: ["--access-token-ttl", "60"]) { server in
      let clients = ContractClients(server: server)
      let grant = try await clients.signIn(uniqueEmail())
      _ = try await clients.accounts.me()
      let adopted = await clients.tokens.adopted
      #expect(adopted.count == 1)
      #expect(adopted.first?.split(separator: ".").count == 3)
      _ = grant
      _ = try await clients.accounts.me()  // the adopted token works
    }
  }

  @Test func forgedAndMissingTokensAreUnauthorized() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let grant = try await clients.signIn(uniqueEmail())
      let forged = String(grant.accessToken.dropLast(2)) + (grant.accessToken.hasSuffix("AA") ? "BB" : "AA")
      await clients.tokens.setToken(forged)
      await #expect { try await clients.accounts.me() } throws: { error in
        (error as? NetworkError)?.kind == .unauthorized
      }
      await clients.tokens.setToken(nil)
      await #expect { try await clients.accounts.me() } throws: { error in
        (error as? NetworkError)?.kind == .unauthorized
      }
    }
  }

  @Test func logoutRevokesTheFamily() async throws {
    try await DevServer.with { server in
      let clients = ContractClients(server: server)
      let grant = try await clients.signIn(uniqueEmail())
      try await clients.auth.logout(accessToken: grant.accessToken)
      await #expect { try await clients.accounts.me() } throws: { error in
        (error as? NetworkError)?.kind == .unauthorized
      }
      await #expect { try await clients.auth.refresh(refreshToken: grant.refreshToken) } throws: { error in
        (error as? NetworkError)?.kind == .unauthorized
      }
    }
  }
}
