/// What a successful sign-in produces: the tokens and the user they belong to. Hand one to
/// ``SessionController/signIn(_:)``. A refresh answers a ``RefreshedSession``, whose user is
/// optional; a refresh closure that returns a whole `AuthenticatedSession` still works
/// (``TokenRefreshClient/init(refresh:logout:)``).
public struct AuthenticatedSession: Sendable, Hashable, CustomStringConvertible {
  /// The credentials; secrets, redacted in every textual rendering.
  public var tokens: SessionTokens
  /// The user the tokens belong to; the email is masked in every textual rendering.
  public var user: SessionUser

  /// Stores the values as given, unchecked (the controller does not decode the tokens here).
  public init(tokens: SessionTokens, user: SessionUser) {
    self.tokens = tokens
    self.user = user
  }

  /// A session identified by its access token alone, for token servers that describe no user (an
  /// OAuth2 token answer): the user is the JWT access token's `sub`, with no email. `nil` when the
  /// access token is not a JWT with a `sub` (read, not verified: the server verifies); then identify
  /// the user some other way (a userinfo call) and use ``init(tokens:user:)``.
  public init?(tokens: SessionTokens) {
    guard let subject = AccessTokenClaims(jwt: tokens.accessToken)?.subject, !subject.isEmpty else { return nil }
    self.init(tokens: tokens, user: SessionUser(id: subject))
  }

  /// Redacted tokens and masked email: safe to print.
  public var description: String { "AuthenticatedSession(\(user), \(tokens))" }
}
