import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

@Suite("Magic links and one-time codes")
struct MagicLinkTests {
  @Test("Tokens are 43 base64url characters, stored only as their SHA-256")
  func tokenFormatAndStorage() async throws {
    try await TestHarness.run { harness, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      let message = try await client.latestMessage(for: "a@example.com")
      let token = message.magicToken
      #expect(token.count == 43)
      #expect(token.utf8.allSatisfy(Base64URL.isAlphabet))
      #expect(message.code.count == 6 && message.code.allSatisfy(\.isNumber))
      let hash = Hex.encode(SHA256.hash(data: Data(token.utf8)))
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM magic_links WHERE token_hash = ?", [hash]) == 1)
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM magic_links WHERE token_hash = ?", [token]) == 0)
    }
  }

  @Test("A link signs in once, creating the account on first login")
  func singleUse() async throws {
    try await TestHarness.run { harness, client in
      _ = try await client.rpc("request_magic_link", ["email": "New@Example.com"])
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM accounts") == 0)
      let token = try await client.latestMessage(for: "new@example.com").magicToken

      let first = try await client.rpc("login_with_magic_token", ["token": token])
      #expect(first.status == .ok)
      #expect(first.json["token_type"] as? String == "bearer")
      #expect((first.json["user"] as? [String: Any])?["email"] as? String == "new@example.com")
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM accounts") == 1)

      let second = try await client.rpc("login_with_magic_token", ["token": token])
      #expect(second.status == .unauthorized)
      #expect(second.errorCode == "magic_link_used")
    }
  }

  @Test("A link expires after --magic-link-ttl")
  func expiry() async throws {
    try await TestHarness.run(configure: { $0.magicLinkTTL = 600 }) { harness, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      let token = try await client.latestMessage(for: "a@example.com").magicToken
      harness.clock.advance(seconds: 600)
      let response = try await client.rpc("login_with_magic_token", ["token": token])
      #expect(response.status == .unauthorized)
      #expect(response.errorCode == "magic_link_expired")
    }
  }

  @Test(
    "Unknown or malformed tokens are magic_link_invalid",
    arguments: [
      "short", String(repeating: "A", count: 43), String(repeating: "*", count: 43),
    ])
  func invalidToken(token: String) async throws {
    try await TestHarness.run { _, client in
      let response = try await client.rpc("login_with_magic_token", ["token": token])
      #expect(response.status == .unauthorized)
      #expect(response.errorCode == "magic_link_invalid")
    }
  }

  @Test(
    "Addresses that are not format: email are 400 invalid_request naming the field wherever an email is accepted",
    arguments: [
      "a\u{0}b@example.com", "a\u{1}@example.com", "ana@example.com\n", "\tana@example.com", "a\u{7F}@example.com",
      "a\u{85}@example.com", "a\u{200B}@example.com", "ana@exa\u{202E}mple.com", "ana@exam\u{2028}ple.com",
      "a b@example.com", "ana@@example.com", "ana@example.com@example.com", "@example.com", "ana@", "ana@example",
      "ana@example..com", "ana@.example.com", "ana@example.com.", "",
      String(repeating: "a", count: 243) + "@example.com",
    ])
  func invalidEmail(email: String) async throws {
    try await TestHarness.run { harness, client in
      let request = try await client.rpc("request_magic_link", ["email": email])
      let verify = try await client.rpc("verify_otp", ["email": email, "code": "123456"])
      for response in [request, verify] {
        #expect(response.status == .badRequest)
        #expect(response.errorCode == "invalid_request")
        #expect(response.json["message"] as? String == "Field `email` must be an email address.")
      }
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM magic_links") == 0)
      let query = try #require(email.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
      let outbox = try await client.execute(uri: "/dev/outbox?email=\(query)", method: .get)
      #expect(outbox.status == .badRequest)
      #expect(outbox.errorCode == "invalid_request")
    }
  }

  @Test("The longest valid address (254 bytes) and surrounding spaces are accepted")
  func longestEmail() async throws {
    try await TestHarness.run { _, client in
      let email = String(repeating: "a", count: 242) + "@example.com"
      #expect(email.utf8.count == 254)
      #expect(try await client.rpc("request_magic_link", ["email": " \(email) "]).status == .accepted)
      let code = try await client.latestMessage(for: email).code
      #expect(try await client.rpc("verify_otp", ["email": email.uppercased(), "code": code]).status == .ok)
    }
  }

  @Test("The one-time code signs in and consumes the link")
  func otpSignsIn() async throws {
    try await TestHarness.run { _, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      let message = try await client.latestMessage(for: "a@example.com")
      let session = try await client.rpc("verify_otp", ["email": "a@example.com", "code": message.code])
      #expect(session.status == .ok)
      let reuse = try await client.rpc("login_with_magic_token", ["token": message.magicToken])
      #expect(reuse.errorCode == "magic_link_used")
    }
  }

  @Test("Five wrong codes burn the code and the link")
  func otpBurnsAfterFiveFailures() async throws {
    try await TestHarness.run { _, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      let message = try await client.latestMessage(for: "a@example.com")
      let wrong = message.code == "000000" ? "111111" : "000000"
      for _ in 0..<5 {
        let attempt = try await client.rpc("verify_otp", ["email": "a@example.com", "code": wrong])
        #expect(attempt.errorCode == "otp_invalid")
      }
      let right = try await client.rpc("verify_otp", ["email": "a@example.com", "code": message.code])
      #expect(right.status == .unauthorized)
      #expect(right.errorCode == "otp_invalid")
      let link = try await client.rpc("login_with_magic_token", ["token": message.magicToken])
      #expect(link.errorCode == "magic_link_used")
    }
  }

  @Test("Codes expire with their link; malformed codes are 400")
  func otpExpiryAndFormat() async throws {
    try await TestHarness.run { harness, client in
      _ = try await client.rpc("request_magic_link", ["email": "a@example.com"])
      let code = try await client.latestMessage(for: "a@example.com").code
      let malformed = try await client.rpc("verify_otp", ["email": "a@example.com", "code": "12345"])
      #expect(malformed.status == .badRequest)
      #expect(malformed.errorCode == "invalid_request")
      harness.clock.advance(seconds: 601)
      let expired = try await client.rpc("verify_otp", ["email": "a@example.com", "code": code])
      #expect(expired.errorCode == "magic_link_expired")
      let unknown = try await client.rpc("verify_otp", ["email": "nobody@example.com", "code": code])
      #expect(unknown.errorCode == "otp_invalid")
    }
  }
}
