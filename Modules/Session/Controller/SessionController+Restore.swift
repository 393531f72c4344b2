import Observability

extension SessionController {
  /// Restores the session at launch, without ever crashing or signing out over a network error.
  ///
  /// - Nothing stored → ``SessionState/signedOut``.
  /// - A stored access token that is not due for refresh → `signedIn(user)` at once, no request.
  /// - Otherwise a stored refresh token → a silent refresh (`refreshing(user)`, then `signedIn(user)`).
  /// - Offline (or any transient failure) during that refresh → stays `signedIn(user)` from the
  ///   stored user, with no access token yet; the next ``accessToken()`` retries the refresh.
  /// - The server refuses the token → ``SessionState/expired``, store cleared.
  /// - A corrupt or untrusted entry → `signedOut`, the entry is removed and one line is logged
  ///   (no secret in it).
  ///
  /// Does nothing (and returns the current state) if a session is already live or has expired.
  @discardableResult
  public func restore() async -> SessionState {
    guard credentials == nil, broadcaster.current != .expired else { return broadcaster.current }
    switch lookUpStoredSession() {
    case .empty:
      broadcaster.publish(.signedOut)
    case .unreadable(let reason):
      logger.error("discarded an unreadable stored session: \(reason, privacy: .public)")
      clearStoredSession()
      broadcaster.publish(.signedOut)
    case .unavailable(let reason):
      logger.warning(
        "secure store unavailable; starting signed out and keeping the stored session: \(reason, privacy: .public)")
      broadcaster.publish(.signedOut)
    case .found(let stored):
      startNewGeneration()
      var restored = Credentials(restoring: stored)
      // Dead: never send it.
      if restored.accessToken != nil, time.now() >= restored.expiresAt { restored.accessToken = nil }
      // A stored token for another account than the stored user (a tampered or mixed-up store) is never
      // sent: the refresh that follows is pinned to the stored user like any other (ADR 0043).
      if let token = restored.accessToken, let subject = AccessTokenClaims(jwt: token)?.subject,
        subject != stored.user.id
      {
        restored.accessToken = nil
        logger.warning("dropped a stored access token issued to another account (identity pin)")
      }
      credentials = restored
      lastUserID = stored.user.id
      // A stored access token that is still good needs no refresh: no round trip, no rotation.
      if let lifetime = restored.lifetime { tokenLifetime = lifetime }
      if let token = restored.accessToken, !isDue(restored.expiresAt, lifetime: restored.lifetime) {
        remember(token)
        broadcaster.publish(.signedIn(stored.user))
        logger.debug("restored the session with its stored access token")
        return broadcaster.current
      }
      // Failures are already reflected in the state (signedIn while offline, expired when
      // refused); restore itself never throws.
      _ = try? await sharedRefresh()
    }
    return broadcaster.current
  }
}
