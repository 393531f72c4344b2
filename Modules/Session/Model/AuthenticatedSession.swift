/// What a successful sign-in produces: the tokens and the user they belong to. Hand one to
/// ``SessionController/signIn(_:)``. A refresh answers a ``RefreshedSession``, whose user is
/// optional; a refresh closure that returns a whole `AuthenticatedSession` still works
/// (``TokenRefreshClient/init(refresh:logout:)``).
///
/// ```swift
/// let session = AuthenticatedSession(
///   tokens: SessionTokens(accessToken: grant.accessToken, refreshToken: grant.refreshToken,
///                         expiresAt: Date().addingTimeInterval(TimeInterval(grant.expiresIn))),
///   user: SessionUser(id: grant.account.id, email: grant.account.email, flags: grant.account.flags))
/// await sessionController.signIn(session)
/// ```
public struct AuthenticatedSession: Sendable, Hashable, CustomStringConvertible {
  /// The credentials.
  ///
  /// ```swift
  /// session.tokens.expiresAt
  /// ```
  public var tokens: SessionTokens
  /// The user.
  ///
  /// ```swift
  /// session.user.id
  /// ```
  public var user: SessionUser

  /// Creates a session.
  ///
  /// ```swift
  /// AuthenticatedSession(tokens: tokens, user: SessionUser(id: "u_1", email: "ana@example.com"))
  /// ```
  public init(tokens: SessionTokens, user: SessionUser) {
    self.tokens = tokens
    self.user = user
  }

  /// Redacted tokens and masked email: safe to print.
  ///
  /// ```swift
  /// print(session) // AuthenticatedSession(SessionUser(id: u_1, email: a•••@example.com, flags: []), SessionTokens(<redacted>))
  /// ```
  public var description: String { "AuthenticatedSession(\(user), \(tokens))" }
}
