import Foundation

/// The live session inside ``SessionController``, all of it persisted (ADR 0032): the
/// user, the refresh token, the access token, its expiry and its lifetime.
///
/// `accessToken` is `nil` after a launch whose stored token was missing and whose refresh failed
/// offline: the stored session restores the user, and the next
/// ``SessionController/accessToken()`` retries the refresh. `lifetime` (how long the access token
/// lived when it was issued) sizes the refresh margin; `nil` when unknown (an entry written before
/// it was kept), and the controller then uses the last known lifetime.
struct Credentials: Sendable {
  var user: SessionUser
  var refreshToken: String
  var accessToken: String?
  var expiresAt: Date
  var lifetime: TimeInterval?

  /// A session from sign-in; its lifetime is what is left of it `now`.
  init(_ session: AuthenticatedSession, now: Date) {
    user = session.user
    refreshToken = session.tokens.refreshToken
    accessToken = session.tokens.accessToken
    expiresAt = session.tokens.expiresAt
    lifetime = Self.lifetime(until: expiresAt, from: now)
  }

  /// How long a token issued `now` and expiring at `expiresAt` lives; `nil` if not positive.
  static func lifetime(until expiresAt: Date, from now: Date) -> TimeInterval? {
    let seconds = expiresAt.timeIntervalSince(now)
    return seconds.isFinite && seconds > 0 ? seconds : nil
  }

  init(restoring stored: StoredSession) {
    user = stored.user
    refreshToken = stored.refreshToken
    accessToken = stored.expiresAt == nil ? nil : stored.accessToken
    expiresAt = stored.accessToken == nil ? .distantPast : stored.expiresAt ?? .distantPast
    lifetime = stored.lifetime
  }

  var stored: StoredSession {
    StoredSession(
      refreshToken: refreshToken, user: user, accessToken: accessToken, expiresAt: accessToken == nil ? nil : expiresAt,
      lifetime: lifetime)
  }
}
