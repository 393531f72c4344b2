import Foundation

/// Reads the stored session back the way the next launch will, to check what a sign-in or a
/// sign-out actually left on disk. `SessionController` keeps going in memory when its store
/// refuses a write (a read-only folder, a secure folder open to others), so "signed in" or
/// "signed out" in this process says nothing about the next one; this does.
///
/// The probe is a second `SessionController` over a read-only view of the same store: it changes
/// nothing on disk, sends nothing to the server (a refresh it would need fails as "offline") and
/// logs nothing.
///
/// ```
/// let probe = StoredSessionProbe.readingBack(storageKey: key) { try? makeSecureStore() }
/// guard await probe.holds(session) else { throw notSaved }
/// ```
package struct StoredSessionProbe: Sendable {
  /// The session the next launch would restore here: its state and its access token, if any.
  package var restore: @Sendable () async -> (state: SessionState, accessToken: String?)

  /// Whether the next launch would be signed in (with any session) on this server.
  ///
  /// ```
  /// if await probe.wouldBeSignedIn() { throw stillSignedInHere }
  /// ```
  package func wouldBeSignedIn() async -> Bool {
    await restore().state.isSignedIn
  }

  /// Whether the next launch would be signed in with the very session `live` holds now: the same
  /// account and, while its access token is good, the same token (so an older session of the same
  /// account left behind by a failed write does not count).
  ///
  /// ```
  /// guard await probe.holds(app.session) else { throw notSaved }
  /// ```
  package func holds(_ live: SessionController) async -> Bool {
    guard let user = live.currentUser else { return false }
    let stored = await restore()
    guard stored.state.user?.id == user.id else { return false }
    // A token that is due for refresh is not restored as such; the account is then all there is.
    guard let token = live.accessTokenWithoutWaiting(), let storedToken = stored.accessToken else { return true }
    return token == storedToken
  }
}

extension StoredSessionProbe {
  /// The probe over the secure store `openStore` opens, read under `storageKey` as the next launch reads it.
  /// A store that cannot be opened (`nil`) holds nothing the next launch could use: signed out.
  ///
  /// ```
  /// let probe = StoredSessionProbe.readingBack(storageKey: key) { try? makeSecureStore() }
  /// ```
  package static func readingBack(
    storageKey key: String, openStore: @escaping @Sendable () -> (any SecureStore)?
  ) -> StoredSessionProbe {
    StoredSessionProbe(restore: {
      guard let store = openStore() else { return (.signedOut, nil) }
      let probe = SessionController(
        client: TokenRefreshClient(
          refresh: { _ throws(NetworkError) in throw .offline }, logout: { _ throws(NetworkError) in throw .offline }),
        store: ReadOnlySecureStore(base: store), configuration: SessionController.Configuration(storageKey: key),
        logger: Logger(category: .session, handler: DiscardingLogHandler()))
      let state = await probe.restore()
      return (state, probe.accessTokenWithoutWaiting())
    })
  }
}

/// A secure store that reads through and writes nothing: what a probe may do to the real one.
private struct ReadOnlySecureStore: SecureStore {
  package let base: any SecureStore

  package func data(for key: String) throws(StorageError) -> Data? { try base.data(for: key) }
  package func set(_ data: Data, for key: String) throws(StorageError) {}
  package func removeValue(for key: String) throws(StorageError) {}
  package func removeAll() throws(StorageError) {}
}
