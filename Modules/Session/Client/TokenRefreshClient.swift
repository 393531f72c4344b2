import Networking

/// The two server calls the session needs, as a struct of closures (the isowords "client" style):
/// the composition root builds the live one over the API, tests build fakes, and nothing here
/// knows about HTTP.
///
/// Both closures throw `NetworkError` only (typed), so ``SessionController`` can tell a refused
/// refresh token (`.unauthorized`) from a network problem that must never sign anyone out.
///
/// ```swift
/// // In the composition root, over your API's auth calls (an APIClient without a provider):
/// let live = TokenRefreshClient(
///   refresh: { refreshToken throws(NetworkError) in
///     AuthenticatedSession(try await authRepository.refresh(refreshToken: refreshToken))
///   },
///   logout: { accessToken throws(NetworkError) in
///     try await authRepository.logout(accessToken: accessToken) // sends this token itself
///   }
/// )
/// ```
public struct TokenRefreshClient: Sendable {
  /// Exchanges a refresh token for a new session (`refresh_session`). The answer carries a
  /// *rotated* refresh token; the one passed in is spent.
  ///
  /// ```swift
  /// let session = try await client.refresh("r1")
  /// ```
  public var refresh: @Sendable (_ refreshToken: String) async throws(NetworkError) -> AuthenticatedSession

  /// Revokes the token family on the server (`logout`), authorised with `accessToken`. Send the
  /// header yourself: by the time this runs the controller no longer hands out that token.
  ///
  /// ```swift
  /// try await client.logout("eyJ…")
  /// ```
  public var logout: @Sendable (_ accessToken: String) async throws(NetworkError) -> Void

  /// Creates a client from its two operations.
  ///
  /// ```swift
  /// let client = TokenRefreshClient(refresh: { _ throws(NetworkError) in throw .offline }, logout: { _ in })
  /// ```
  public init(
    refresh: @escaping @Sendable (_ refreshToken: String) async throws(NetworkError) -> AuthenticatedSession,
    logout: @escaping @Sendable (_ accessToken: String) async throws(NetworkError) -> Void
  ) {
    self.refresh = refresh
    self.logout = logout
  }
}
