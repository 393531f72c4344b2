import Foundation

extension Credentials {
  /// Whether `answer` names another account than these credentials' user (the identity pin, ADR 0043):
  /// its access token's `sub` claim, or its `user`, when it carries either. A host whose tokens carry no
  /// subject and whose answers carry no user is identified by nothing, and is trusted as before.
  func isForAnotherAccount(_ answer: RefreshedSession) -> Bool {
    if let subject = AccessTokenClaims(jwt: answer.accessToken)?.subject, subject != user.id { return true }
    if let other = answer.user, other.id != user.id { return true }
    return false
  }

  /// These credentials after a refresh answered `answer` at `now`: the new access token; the new
  /// refresh token, or the current one when the server kept it; the user from the answer, or the
  /// current one when the answer has none.
  ///
  /// The expiry is the answer's (`expires_in` counted from `now`); without one, the access token's
  /// JWT `exp` claim; without that, `now` + `lastKnownLifetime`. A nonsense `expires_in`
  /// (negative, infinite, NaN) counts as none.
  func refreshed(by answer: RefreshedSession, now: Date, lastKnownLifetime: TimeInterval) -> Credentials {
    var next = self
    next.accessToken = answer.accessToken
    // An empty refresh token is no token: keeping it would make the stored entry unreadable.
    next.refreshToken = answer.refreshToken.flatMap { $0.isEmpty ? nil : $0 } ?? refreshToken
    next.user = answer.user ?? user
    switch answer.expiry {
    case .after(let seconds) where seconds.isFinite && seconds >= 0:
      next.expiresAt = now.addingTimeInterval(seconds)
    case .at(let date):
      next.expiresAt = date
    case .after, nil:
      next.expiresAt =
        AccessTokenClaims(jwt: answer.accessToken)?.expiresAt ?? now.addingTimeInterval(lastKnownLifetime)
    }
    next.lifetime = Credentials.lifetime(until: next.expiresAt, from: now)
    return next
  }
}
