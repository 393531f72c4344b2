/// What a successful sign-in produces: the tokens and the user they belong to. Hand one to
/// ``SessionController/signIn(_:)``. A refresh answers a ``RefreshedSession``, whose user is
/// optional; a refresh closure that returns a whole `AuthenticatedSession` still works
/// (``TokenRefreshClient/init(refresh:logout:)``).
public struct AuthenticatedSession: Sendable, Hashable, CustomStringConvertible {
  /// The credentials.
  public var tokens: SessionTokens
  /// The user.
  public var user: SessionUser

  /// Creates a session.
  public init(tokens: SessionTokens, user: SessionUser) {
    self.tokens = tokens
    self.user = user
  }

  /// Redacted tokens and masked email: safe to print.
  public var description: String { "AuthenticatedSession(\(user), \(tokens))" }
}
