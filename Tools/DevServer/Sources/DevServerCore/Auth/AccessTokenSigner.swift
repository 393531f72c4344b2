import Crypto
import Foundation

/// Issues and verifies HS256 JWT-shaped access tokens.
struct AccessTokenSigner: Sendable {
  /// The only header we issue. Verification demands it byte for byte, which rules out
  /// `alg: none` and algorithm-confusion tricks without parsing the header at all.
  private static let header = Base64URL.encode(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8))

  let key: SharedKey

  /// Returns `header.payload.signature` for `claims`.
  func sign(_ claims: AccessTokenClaims) throws -> String {
    let payload = Base64URL.encode(try JSONCoding.encoder().encode(claims))
    let signingInput = Self.header + "." + payload
    let mac = HMAC<SHA256>.authenticationCode(for: Data(signingInput.utf8), using: key.key)
    return signingInput + "." + Base64URL.encode(mac)
  }

  /// Returns the claims of a token whose signature is valid; expiry is the caller's concern.
  func verify(_ token: String) throws(AccessTokenError) -> AccessTokenClaims {
    let segments = token.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count == 3, segments[0] == Self.header,
      let signature = Base64URL.decode(String(segments[2]))
    else { throw .malformed }
    let signingInput = Data("\(segments[0]).\(segments[1])".utf8)
    // `isValidAuthenticationCode` compares in constant time.
    guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: signingInput, using: key.key) else {
      throw .forged
    }
    guard let payload = Base64URL.decode(String(segments[1])),
      let claims = try? JSONCoding.decoder().decode(AccessTokenClaims.self, from: payload)
    else { throw .malformed }
    return claims
  }
}
