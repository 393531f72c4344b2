import Foundation

/// The live session inside ``SessionController``: what is persisted (`user`, `refreshToken`) plus
/// what is kept in memory only (`accessToken`, `expiresAt`).
///
/// `accessToken` is `nil` after a launch whose stored token was missing and whose refresh failed
/// offline: the stored session restores the user, and the next
/// ``SessionController/accessToken()`` retries the refresh.
struct Credentials: Sendable {
  var user: SessionUser
  var refreshToken: String
  var accessToken: String?
  var expiresAt: Date

  init(_ session: AuthenticatedSession) {
    user = session.user
    refreshToken = session.tokens.refreshToken
    accessToken = session.tokens.accessToken
    expiresAt = session.tokens.expiresAt
  }

  init(restoring stored: StoredSession) {
    user = stored.user
    refreshToken = stored.refreshToken
    accessToken = stored.expiresAt == nil ? nil : stored.accessToken
    expiresAt = stored.accessToken == nil ? .distantPast : stored.expiresAt ?? .distantPast
  }

  var stored: StoredSession {
    StoredSession(
      refreshToken: refreshToken, user: user, accessToken: accessToken, expiresAt: accessToken == nil ? nil : expiresAt)
  }
}
