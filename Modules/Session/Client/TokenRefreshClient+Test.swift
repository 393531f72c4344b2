import Networking

/// Ready-made clients for tests and previews.
extension TokenRefreshClient {
  /// Fails every call with a 501 `unimplemented` server error naming the endpoint: a test that
  /// reaches the network by accident fails loudly, and (being a 5xx) never signs anyone out.
  /// Override only the closures a test expects to be called.
  public static let unimplemented = TokenRefreshClient(
    refresh: { _ throws(NetworkError) in throw unimplementedError("TokenRefreshClient.refresh") },
    logout: { _ throws(NetworkError) in throw unimplementedError("TokenRefreshClient.logout") }
  )

  /// Behaves as if the device had no connection.
  public static let offline = TokenRefreshClient(
    refresh: { _ throws(NetworkError) in throw .offline },
    logout: { _ throws(NetworkError) in throw .offline }
  )

  /// Refuses every refresh token with `code` (as the server does for a revoked family); logout
  /// succeeds.
  public static func refusing(code: String = "refresh_token_invalid") -> TokenRefreshClient {
    TokenRefreshClient(
      refresh: { _ throws(NetworkError) in throw .unauthorized(code: code) },
      logout: { _ throws(NetworkError) in }
    )
  }

  /// Answers every refresh with `session(refreshToken)`; logout succeeds.
  public static func answering(
    _ session: @escaping @Sendable (_ refreshToken: String) -> AuthenticatedSession
  ) -> TokenRefreshClient {
    TokenRefreshClient(
      refresh: { refreshToken throws(NetworkError) in session(refreshToken) },
      logout: { _ throws(NetworkError) in }
    )
  }

  private static func unimplementedError(_ name: String) -> NetworkError {
    .server(status: 501, code: "unimplemented", message: "\(name) is unimplemented")
  }
}
