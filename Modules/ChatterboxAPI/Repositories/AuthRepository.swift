import NetworkErrors

/// Sign-in calls. Features depend on this protocol; the composition root picks the live one.
public protocol AuthRepository: Sendable {
  /// Sends a magic link (and a 6-digit code) to the address.
  func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt
  /// Exchanges a magic-link token for a session.
  func login(magicToken: String) async throws(NetworkError) -> AuthGrant
  /// Exchanges the emailed 6-digit code for a session.
  func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant
  /// Rotates the refresh token.
  func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant
  /// Revokes the session's token family on the server.
  func logout(accessToken: String) async throws(NetworkError)
}
