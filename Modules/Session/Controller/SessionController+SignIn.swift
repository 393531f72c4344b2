import Observability

extension SessionController {
  /// Starts a session after login (magic link, OTP, an OAuth2 grant): persists the tokens and the
  /// user as one value in the secure store and publishes ``SessionState/signedIn(_:)``.
  ///
  /// Replaces any previous session; a refresh still in flight for it is dropped. If the user
  /// differs from the last one on this device (e.g. after ``SessionState/expired``), the feature
  /// caches are cleaned first so nobody sees, or uploads, someone else's data. If persisting
  /// fails the session still works until the app quits, and ``persistenceFailure`` says why.
  public func signIn(_ session: AuthenticatedSession) async {
    let previousUserID = lastUserID
    startNewGeneration()
    if let previousUserID, previousUserID != session.user.id {
      let mine = generation
      clearStoredSession()
      await runCacheCleaners()
      // Another sign-in or a sign-out happened while the cleaners ran: the later call wins.
      guard generation == mine else {
        logger.notice("a sign-in was superseded while cleaning the previous user's caches")
        return
      }
    }
    install(session)
    logger.info("signed in")
  }
}
