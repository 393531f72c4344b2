import Foundation
import Networking
import Observability

extension SessionController {
  /// A token valid now, or `nil` when signed out or expired.
  ///
  /// Refreshes first when the token expires within its margin
  /// (``Configuration/refreshMargin(forLifetime:)``), or when there
  /// is none yet after an offline launch), and joins a refresh already in flight. If that refresh
  /// fails for a network reason but the current token has not expired yet, the current token is
  /// returned: it still works, and failing the request would be worse.
  ///
  /// - Throws: `NetworkError`: transport failures as they are, `.unauthorized` when the server
  ///   refused the refresh token, `.cancelled` when the session changed while waiting.
  public func accessToken() async throws(NetworkError) -> String? {
    guard let credentials else { return nil }
    if refreshTask == nil, let token = credentials.accessToken,
      !isDue(credentials.expiresAt, lifetime: credentials.lifetime)
    {
      return token
    }
    let started = generation
    do {
      return try await sharedRefresh()
    } catch  where generation == started {
      // A refusal has ended the generation (expired), so only failures that kept the session get here.
      if let fallback = self.credentials, let token = fallback.accessToken, time.now() < fallback.expiresAt {
        return token
      }
      throw error
    }
  }

  /// A fresh token after the server answered 401 to a request sent with `rejected`.
  ///
  /// - `rejected` is the current token → refresh (or join the refresh in flight): exactly one
  ///   `refresh_session` call however many requests failed at once.
  /// - `rejected` is an earlier token of this session → the newer token, without a request.
  /// - `rejected` belongs to a session that has since ended or been replaced → `.cancelled`:
  ///   that request must not be replayed under another user's token.
  ///
  /// - Throws: `NetworkError`: `.unauthorized` when signed out or when the server refused the
  ///   refresh token; transport failures as they are.
  public func refreshAccessToken(rejected: String) async throws(NetworkError) -> String {
    guard let credentials else { throw .unauthorized(code: nil) }
    let isCurrent = credentials.accessToken == rejected
    guard isCurrent || issuedAccessTokens.contains(rejected) else {
      logger.notice("ignored a 401 for a token from an earlier session")
      throw .cancelled
    }
    if !isCurrent, refreshTask == nil, let newer = credentials.accessToken { return newer }
    return try await sharedRefresh()
  }

  /// Adopts the `X-New-Access-Token` a response carried (the server renews tokens near expiry).
  ///
  /// The expiry comes from the JWT `exp` claim (payload base64url-decoded defensively), or from
  /// now + the last known lifetime when it cannot be read. Ignored when signed out, when the
  /// token's `sub` names another account (a late response from a previous session), or when it
  /// expires before the token already held (a late response from before a refresh).
  public func adopt(newAccessToken token: String) async {
    guard var credentials, !token.isEmpty, token != credentials.accessToken else { return }
    let claims = AccessTokenClaims(jwt: token)
    if let subject = claims?.subject, subject != credentials.user.id {
      logger.warning("ignored X-New-Access-Token issued to another account (identity pin, ADR 0043)")
      return
    }
    let expiresAt = claims?.expiresAt ?? time.now().addingTimeInterval(tokenLifetime)
    if credentials.accessToken != nil, expiresAt < credentials.expiresAt {
      logger.debug("ignored X-New-Access-Token older than the current token")
      return
    }
    credentials.accessToken = token
    credentials.expiresAt = expiresAt
    credentials.lifetime = Credentials.lifetime(until: expiresAt, from: time.now())
    self.credentials = credentials
    remember(token)
    persist(credentials)  // the next launch starts with the newest token
    let source = claims?.expiresAt == nil ? "fallback lifetime" : "exp claim"
    logger.debug("adopted X-New-Access-Token (expiry from \(source, privacy: .public))")
  }

  /// Whether a token of `lifetime` expiring at `expiresAt` should be refreshed before use.
  func isDue(_ expiresAt: Date, lifetime: TimeInterval?) -> Bool {
    time.now() >= expiresAt.addingTimeInterval(-refreshMargin(lifetime: lifetime))
  }
}
