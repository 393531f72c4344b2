import Networking

/// Your token server, as the session needs it: two calls as closures (the isowords "client"
/// style), and the rule that says which failed refresh ends the session. The composition root
/// builds the live one over its API, tests build fakes, and nothing here knows about HTTP.
///
/// Both closures throw `NetworkError` only (typed), so ``SessionController`` can tell a refused
/// refresh token (what ``refusalClassifier`` calls a refusal) from a network problem that must
/// never sign anyone out.
public struct TokenRefreshClient: Sendable {
  /// Exchanges a refresh token for new tokens. The refresh token passed in may be spent: when
  /// the answer carries a new one, only that one is presented from then on.
  public var refresh: @Sendable (_ refreshToken: String) async throws(NetworkError) -> RefreshedSession

  /// Revokes the token family on the server, authorised with `accessToken`. Send the header
  /// yourself: by the time this runs the controller no longer hands out that token.
  public var logout: @Sendable (_ accessToken: String) async throws(NetworkError) -> Void

  /// Which failure of ``refresh`` ends the session; ``RefreshRefusalClassifier/standard`` (401,
  /// and 400 `invalid_grant`) unless you say otherwise.
  public var refusalClassifier: RefreshRefusalClassifier

  /// Creates a client from its two operations and its refusal rule.
  ///
  /// ```swift
  /// let client = TokenRefreshClient(
  ///   refresh: { _ throws(NetworkError) in RefreshedSession(accessToken: "a", refreshToken: nil, expiresIn: 60) },
  ///   logout: { _ throws(NetworkError) in },
  ///   refusalClassifier: .standard)
  /// ```
  public init(
    refresh: @escaping @Sendable (_ refreshToken: String) async throws(NetworkError) -> RefreshedSession,
    logout: @escaping @Sendable (_ accessToken: String) async throws(NetworkError) -> Void,
    refusalClassifier: RefreshRefusalClassifier = .standard
  ) {
    self.refresh = refresh
    self.logout = logout
    self.refusalClassifier = refusalClassifier
  }

  /// Creates a client whose refresh answers a whole session, user included (the shape before
  /// ``RefreshedSession`` existed, kept so such code compiles unchanged); the classifier is
  /// ``RefreshRefusalClassifier/standard``.
  public init(
    refresh: @escaping @Sendable (_ refreshToken: String) async throws(NetworkError) -> AuthenticatedSession,
    logout: @escaping @Sendable (_ accessToken: String) async throws(NetworkError) -> Void
  ) {
    self.init(
      refresh: { refreshToken throws(NetworkError) in RefreshedSession(try await refresh(refreshToken)) },
      logout: logout)
  }
}
