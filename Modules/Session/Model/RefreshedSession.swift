import Foundation

/// What a token endpoint answers to a refresh: a new access token, perhaps a new refresh token,
/// how long the access token lives, and perhaps the user. The return type of
/// ``TokenRefreshClient/refresh``.
///
/// Shaped after an RFC 6749 §5.1 answer, so any token server fits:
/// - `refreshToken` is `nil` when the server kept the one presented (RFC 6749 §6: a new one is
///   optional); the controller then keeps presenting the current one.
/// - `expiry` is `nil` when the server did not say (`expires_in` is only RECOMMENDED); the
///   controller then reads the JWT `exp` claim, else assumes the last known lifetime.
/// - `user` is `nil` when the answer does not describe the user (an OAuth2 token answer never
///   does); the user from sign-in is kept.
///
/// Every textual rendering redacts the tokens and masks the email.
public struct RefreshedSession: Sendable, Hashable {
  /// When an access token stops being accepted.
  public enum Expiry: Sendable, Hashable {
    /// This many seconds after the answer arrived (`expires_in`). A negative, infinite or NaN
    /// value is treated as unknown.
    case after(TimeInterval)
    /// At this instant.
    case at(Date)
  }

  /// The new bearer token, replacing the current one; a secret, redacted in every textual rendering.
  public var accessToken: String
  /// The rotated refresh token, or `nil` to keep presenting the current one.
  public var refreshToken: String?
  /// How long ``accessToken`` lives, or `nil` when the server did not say.
  public var expiry: Expiry?
  /// The user, when the answer describes them; `nil` keeps the user from sign-in.
  public var user: SessionUser?

  /// An answer whose lifetime is relative (`expires_in`), as RFC 6749 gives it.
  public init(accessToken: String, refreshToken: String?, expiresIn: TimeInterval?, user: SessionUser? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiry = expiresIn.map(Expiry.after)
    self.user = user
  }

  /// An answer whose expiry is an instant.
  public init(accessToken: String, refreshToken: String?, expiresAt: Date, user: SessionUser? = nil) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiry = .at(expiresAt)
    self.user = user
  }

  /// The answer a complete session amounts to: its tokens, its expiry and its user (what
  /// ``TokenRefreshClient/init(refresh:logout:)`` with a session-returning closure converts).
  public init(_ session: AuthenticatedSession) {
    self.init(
      accessToken: session.tokens.accessToken, refreshToken: session.tokens.refreshToken,
      expiresAt: session.tokens.expiresAt, user: session.user)
  }
}

/// Tokens grant access to an account, so nothing about them is ever printed.
extension RefreshedSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `RefreshedSession(<redacted>, user: …)`: the tokens redacted, the email masked.
  public var description: String { "RefreshedSession(<redacted>, user: \(user.map { "\($0)" } ?? "nil"))" }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// A mirror showing only the (masked) user, so `dump(_:)` and debuggers show no token.
  public var customMirror: Mirror { Mirror(self, children: ["user": user as Any], displayStyle: .struct) }
}
