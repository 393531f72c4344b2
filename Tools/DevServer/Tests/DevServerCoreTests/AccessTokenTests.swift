import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DevServerCore

/// Reads claims without verifying, to check what the server issued.
enum AccessTokenInspector {
  static func claims(of token: String) throws -> AccessTokenClaims {
    let parts = token.split(separator: ".")
    guard parts.count == 3, let payload = Base64URL.decode(String(parts[1])) else {
      throw TestFailure("not a JWT")
    }
    return try JSONDecoder().decode(AccessTokenClaims.self, from: payload)
  }

  /// `text` with its last character replaced by the three others that differ only in the two low bits.
  static func lowBitVariants(of text: String) -> [String] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    guard let last = text.last, let index = alphabet.firstIndex(of: last) else { return [] }
    return (1...3).map { String(text.dropLast()) + String(alphabet[index ^ $0]) }
  }

  /// What a lenient decoder (Foundation's, after translating to padded base64) makes of `text`.
  static func lenientDecode(_ text: String) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
  }

  /// `token` with its payload replaced by `claims` and the original signature kept.
  static func tamper(_ token: String, claims: AccessTokenClaims) throws -> String {
    let parts = token.split(separator: ".")
    let payload = Base64URL.encode(try JSONEncoder().encode(claims))
    return "\(parts[0]).\(payload).\(parts[2])"
  }
}

@Suite("Access tokens")
struct AccessTokenTests {
  @Test("Tokens are HS256 JWTs with sub, sid, iat and exp")
  func shape() async throws {
    try await TestHarness.run(configure: { $0.accessTokenTTL = 900 }) { harness, client in
      let tokens = try await client.signIn()
      let claims = try AccessTokenInspector.claims(of: tokens.access)
      #expect(claims.exp - claims.iat == 900)
      #expect(claims.iat == harness.clock.unixNow)
      #expect(claims.sub.hasPrefix("acc_"))
      #expect(claims.sid.hasPrefix("fam_"))
      let header = try #require(Base64URL.decode(String(tokens.access.split(separator: ".")[0])))
      #expect(String(decoding: header, as: UTF8.self) == #"{"alg":"HS256","typ":"JWT"}"#)
    }
  }

  @Test("Forged, tampered, unsigned or missing tokens are 401 unauthorized")
  func forgeries() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let claims = try AccessTokenInspector.claims(of: tokens.access)
      let otherAccount = AccessTokenClaims(sub: "acc_someone_else", sid: claims.sid, iat: claims.iat, exp: claims.exp)
      let parts = tokens.access.split(separator: ".")
      let noneHeader = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8))
      let candidates = [
        try AccessTokenInspector.tamper(tokens.access, claims: otherAccount),
        "\(parts[0]).\(parts[1]).\(Base64URL.encode([UInt8](repeating: 7, count: 32)))",
        "\(noneHeader).\(parts[1]).",
        "not-a-token",
      ]
      for candidate in candidates {
        let response = try await client.rpc("me", token: candidate)
        #expect(response.status == .unauthorized)
        #expect(response.errorCode == "unauthorized")
      }
      #expect(try await client.rpc("me").errorCode == "unauthorized")
    }
  }

  @Test(
    "A signature respelled in the unused low bits of its last character is 401 unauthorized; so is such a refresh token"
  )
  func nonCanonicalBase64URL() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let parts = tokens.access.split(separator: ".").map(String.init)
      // 32 MAC bytes are 43 characters: the last one carries 4 bits of the MAC and 2 bits decoding ignores.
      for respelled in AccessTokenInspector.lowBitVariants(of: parts[2]) {
        #expect(AccessTokenInspector.lenientDecode(respelled) == AccessTokenInspector.lenientDecode(parts[2]))
        let response = try await client.rpc("me", token: "\(parts[0]).\(parts[1]).\(respelled)")
        #expect(response.status == .unauthorized)
        #expect(response.errorCode == "unauthorized")
      }
      for respelled in AccessTokenInspector.lowBitVariants(of: tokens.refresh) {
        let response = try await client.rpc("refresh_session", ["refresh_token": respelled])
        #expect(response.errorCode == "refresh_token_invalid")
      }
      #expect(try await client.rpc("me", token: tokens.access).status == .ok)
      #expect(try await client.rpc("refresh_session", ["refresh_token": tokens.refresh]).status == .ok)
    }
  }

  @Test("A token signed with another server's key is rejected")
  func foreignKey() async throws {
    let foreign = try await TestHarness.make()
    let token = try foreign.services.accessTokens.sign(
      AccessTokenClaims(sub: "acc_x", sid: "fam_x", iat: foreign.clock.unixNow, exp: foreign.clock.unixNow + 900))
    try await foreign.server.shutdown()
    try? FileManager.default.removeItem(atPath: foreign.dataDirectory)
    try await TestHarness.run { _, client in
      let response = try await client.rpc("me", token: token)
      #expect(response.errorCode == "unauthorized")
    }
  }

  @Test("Expired tokens are 401 token_expired")
  func expiry() async throws {
    try await TestHarness.run(configure: { $0.accessTokenTTL = 900 }) { harness, client in
      let tokens = try await client.signIn()
      harness.clock.advance(seconds: 900)
      let response = try await client.rpc("me", token: tokens.access)
      #expect(response.status == .unauthorized)
      #expect(response.errorCode == "token_expired")
    }
  }

  @Test("Within 120 s of expiry a fresh token of the same family arrives in X-New-Access-Token")
  func renewalHeader() async throws {
    try await TestHarness.run(configure: { $0.accessTokenTTL = 900 }) { harness, client in
      let tokens = try await client.signIn()
      let fresh = try await client.rpc("me", token: tokens.access)
      #expect(fresh.headers[.newAccessToken] == nil)

      harness.clock.advance(seconds: 900 - 120)
      let nearExpiry = try await client.rpc("me", token: tokens.access)
      let renewed = try #require(nearExpiry.headers[.newAccessToken])
      let old = try AccessTokenInspector.claims(of: tokens.access)
      let new = try AccessTokenInspector.claims(of: renewed)
      #expect(new.sid == old.sid)
      #expect(new.exp == harness.clock.unixNow + 900)

      harness.clock.advance(seconds: 200)
      #expect(try await client.rpc("me", token: tokens.access).errorCode == "token_expired")
      #expect(try await client.rpc("me", token: renewed).status == .ok)
    }
  }
}
