import Foundation

/// The tokens and user a successful sign-in or refresh returns. Its `description` is redacted,
/// so interpolating it into a log line cannot leak a token.
public struct AuthGrant: Sendable, Equatable, CustomStringConvertible {
  /// The short-lived bearer token.
  public let accessToken: String
  /// The rotating refresh token.
  public let refreshToken: String
  /// Seconds until the access token expires.
  public let expiresIn: Int
  /// The signed-in account.
  public let account: Account

  /// Creates the value.
  public init(accessToken: String, refreshToken: String, expiresIn: Int, account: Account) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
    self.account = account
  }

  public var description: String { "AuthGrant(<redacted>, expiresIn: \(expiresIn))" }
}

/// The answer to a magic-link request.
public struct MagicLinkReceipt: Sendable, Equatable {
  /// Seconds before another link may be requested.
  public let cooldownSeconds: Int

  /// Creates the value.
  public init(cooldownSeconds: Int) { self.cooldownSeconds = cooldownSeconds }
}
