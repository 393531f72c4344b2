import Foundation

/// The credentials of one session. ``SessionController`` persists all of them — the refresh
/// token, the access token and its expiry — as one value in the secure store (ADR 0032),
/// so a relaunch whose access token is still good needs no refresh.
///
/// Every textual rendering is fully redacted (`print`, interpolation, `dump`), so a token can only
/// leave this value by reading the property on purpose.
public struct SessionTokens: Sendable, Hashable {
  /// The bearer token sent as `Authorization: Bearer …` (JWT-shaped, HS256, with an `exp` claim).
  public var accessToken: String
  /// The token exchanged for new tokens (a server may rotate it on every refresh, as the dev server does;
  /// an RFC 6749 server may keep it).
  public var refreshToken: String
  /// When the access token stops being accepted.
  public var expiresAt: Date

  /// Stores the values as given, unchecked.
  public init(accessToken: String, refreshToken: String, expiresAt: Date) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }
}

/// Tokens grant access to an account, so nothing about them (not even a prefix) is ever printed.
extension SessionTokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `SessionTokens(<redacted>)`.
  public var description: String { "SessionTokens(<redacted>)" }

  /// Always `SessionTokens(<redacted>)`.
  public var debugDescription: String { description }

  /// A mirror with no children, so `dump(_:)` and debuggers show nothing secret.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
