import Networking
import Observability

extension SessionController {
  /// Signs the user out; never throws.
  ///
  /// In order: end the generation (a refresh in flight is cancelled and its answer dropped),
  /// forget the tokens and clear the store, run every registered cache cleaner, publish
  /// ``SessionState/signedOut``, then revoke the token family on the server (best effort: a
  /// failure is logged, the user is signed out locally regardless). The state is published
  /// before the network call so the UI never waits on a timeout; the method returns after it.
  public func signOut() async {
    let accessToken = credentials?.accessToken
    startNewGeneration()  // forgets the credentials: no request from here on gets the token
    let mine = generation
    lastUserID = nil
    clearStoredSession()
    let cleaned = await runCacheCleaners()
    // A sign-in that happened while the cleaners ran stands.
    if generation == mine { broadcaster.publish(.signedOut) }
    logger.info("signed out; ran \(cleaned, privacy: .public) cache cleaner(s)")
    guard let accessToken else { return }
    do {
      try await client.logout(accessToken)
    } catch {
      logger.warning("server logout failed, signed out locally anyway: \(error.messageKey, privacy: .public)")
    }
  }

  /// Registers a feature's cache cleaner, run on every sign-out (and before a different user
  /// signs in). Registering the same `id` again replaces the cleaner.
  public func registerCacheCleaner(id: String, _ clean: @escaping @Sendable () async -> Void) {
    cacheCleaners[id] = clean
  }

  /// Removes a cleaner registered under `id`, if any.
  public func unregisterCacheCleaner(id: String) {
    cacheCleaners[id] = nil
  }

  /// Runs every cleaner concurrently and waits for all of them; returns how many ran.
  @discardableResult
  func runCacheCleaners() async -> Int {
    let cleaners = Array(cacheCleaners.values)
    await withTaskGroup(of: Void.self) { group in
      for clean in cleaners { group.addTask { await clean() } }
    }
    return cleaners.count
  }
}
