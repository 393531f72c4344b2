/// Payload of an access token.
struct AccessTokenClaims: Sendable, Codable, Equatable {
  /// Account id.
  let sub: String
  /// Token family (session) id; revoking the family invalidates the token.
  let sid: String
  /// Issued at, Unix seconds.
  let iat: Int64
  /// Expires at, Unix seconds.
  let exp: Int64
}

/// Why a token string could not be accepted; both map to 401 `unauthorized`.
enum AccessTokenError: Error, Equatable {
  /// Not three base64url segments with our header and a decodable payload.
  case malformed
  /// The signature does not match the header and payload.
  case forged
}
