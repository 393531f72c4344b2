import Networking

extension NetworkError {
  /// Whether a failed `refresh_session` means the refresh token is dead, so the session is over.
  ///
  /// Only a 401 does: `refresh_token_invalid`, `refresh_token_reused`, `refresh_token_expired`,
  /// and any other 401 from that call (a refresh token the server cannot even identify). Every
  /// other failure (offline, timeout, cancelled, 429, 5xx, an undecodable body) says nothing
  /// about the token, and signing a user out for it would lose their session for a blip.
  var refusesRefreshToken: Bool {
    if case .unauthorized = self { return true }
    return false
  }
}
