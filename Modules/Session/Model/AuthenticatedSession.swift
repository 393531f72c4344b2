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

  /// Redacted tokens and masked email: safe to print.
  public var description: String { "AuthenticatedSession(\(user), \(tokens))" }
}
