/// Tokens returned by every successful login or refresh.
struct Session: Sendable, Codable, Equatable {
  /// HS256 JWT carrying `sub`, `sid`, `iat`, `exp`.
  let accessToken: String
  /// Opaque single-use refresh token.
  let refreshToken: String
  /// Seconds until the access token expires.
  let expiresIn: Int64
  /// Always `bearer`.
  let tokenType: String
  /// The signed-in account.
  let user: Account

  enum CodingKeys: String, CodingKey {
    case user
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    case expiresIn = "expires_in"
    case tokenType = "token_type"
  }
}
