import Foundation

/// The tokens and user a successful sign-in or refresh returns. Its `description` is redacted,
/// so interpolating it into a log line cannot leak a token.
public struct AuthGrant: Sendable, Equatable, CustomStringConvertible {
  /// The bearer token for authorized calls, valid for ``expiresIn`` seconds. A secret: never log it.
  public let accessToken: String
  /// The refresh token: opaque and single use (the server returns a new one with every refresh).
  /// A secret: never log it.
  public let refreshToken: String
  /// Seconds until the access token expires.
  public let expiresIn: Int
  /// The signed-in account (its `email` is personal data).
  public let account: Account

  /// Stores the values as given, without validation.
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

  /// Stores the value as given.
  public init(cooldownSeconds: Int) { self.cooldownSeconds = cooldownSeconds }
}
