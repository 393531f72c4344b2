import Foundation
import Networking

extension SessionController {
  /// The token a request may take without waiting for this actor, and when it stops being good
  /// for that (its expiry minus its refresh margin).
  struct PublishedAccessToken: Sendable {
    let token: String
    let refreshAt: Date
  }

  /// The current access token when it is valid and not due for refresh, read under a lock
  /// without a hop to this actor; `nil` when signed out, expired, without a token yet, within its
  /// refresh margin of expiry, or while a refresh is in flight (after a 401 too).
  /// `APIClient` reads it first and asks ``accessToken()`` on `nil`, so refreshing stays the
  /// actor's single-flight job (ADR 0032).
  ///
  /// It answers what ``accessToken()`` would answer at that moment without refreshing: sign-out,
  /// expiry and every new sign-in withdraw it before they do anything else, so no request started
  /// after ``signOut()`` has begun carries the old token.
  public nonisolated func accessTokenWithoutWaiting() -> String? {
    guard let published = publishedToken.value, time.now() < published.refreshAt else { return nil }
    return published.token
  }

  /// Republishes the token from `credentials` and `refreshTask` (called by their observers): the
  /// same conditions as ``accessToken()``'s answer without a refresh, minus the clock, which the
  /// reader checks against `refreshAt`.
  func publishAccessToken() {
    var next: PublishedAccessToken?
    if refreshTask == nil, let credentials, let token = credentials.accessToken {
      next = PublishedAccessToken(
        token: token,
        refreshAt: credentials.expiresAt.addingTimeInterval(-refreshMargin(lifetime: credentials.lifetime)))
    }
    publishedToken.withLock { $0 = next }
  }
}
