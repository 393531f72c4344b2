import AuthFeature
import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import Localization
import NetworkLog
import Networking
import Session
import Storage

extension AppDependencies {
  /// Restores the stored session (refreshing silently) or fails with "not signed in". Registers
  /// the caches that sign-out must clear. A refresh whose new session could not be saved (a full
  /// or read-only disk) fails the command with ``CLIError/sessionNotSaved(_:_:)`` before it does
  /// anything: the stored session is kept, and the learner is told why in words.
  package func requireSession() async throws {
    await registerCacheCleaners()
    guard await session.restore().isSignedIn else { throw CLIError.notSignedIn(to: displayServer, strings) }
    if let failure = await session.persistenceFailure { throw CLIError.sessionNotSaved(failure, strings) }
    // The network log records only for developer accounts (or when forced by the environment);
    // what it held until now (this refresh, an earlier sign-in) is committed or discarded.
    if let flags = session.currentUser?.flags { networkLog.decide(accountFlags: flags) }
  }

  package func registerCacheCleaners() async {
    let cueCache = self.cueCache
    let accountCache = self.accountCache
    let networkLog = self.networkLog
    await session.registerCacheCleaner(id: "cues") { cueCache.clear() }
    let historyCache = self.historyCache
    await session.registerCacheCleaner(id: "history") { historyCache.clear() }
    let progressCache = self.progressCache
    await session.registerCacheCleaner(id: "progress") { progressCache.clear() }
    let server = self.server
    await session.registerCacheCleaner(id: "playback") { Self.removeAllPlaybackCopies(server: server) }
    await session.registerCacheCleaner(id: "account") {
      await accountCache.clear()
      // Signed out: no account's saved snapshot on this server outlives it (ADR 0012).
      AccountSnapshotCache.Persistence.removeAllSavedSnapshots(server: server)
    }
    await session.registerCacheCleaner(id: "network-log") {
      networkLog.isEnabled = false  // also forgets what was held
      await networkLog.flush()  // so nothing handed off before lands after the clear
      await networkLog.store?.clear()
    }
  }

  /// `me` + `app_config` from the shared cache; a refused session is "not signed in".
  package func accountSnapshot() async throws -> AccountSnapshotCache.Snapshot {
    do {
      return try await accountCache.snapshot()
    } catch {
      if error.kind == .unauthorized { throw CLIError.notSignedIn(strings) }
      throw error
    }
  }

  /// The active practice profile, or a clear error telling the user to choose a language.
  ///
  /// With `fromSavedCopy`, a saved snapshot younger than a day is used at once and revalidated in
  /// parallel with the caller's own request; the caller then checks ``confirmProfile(_:)`` before
  /// printing (ADR 0012). Without it, the server is asked first (for flags and limits).
  package func requireProfile(fromSavedCopy: Bool = false) async throws -> (Profile, AccountSnapshotCache.Snapshot) {
    try await requireSession()
    if fromSavedCopy, let saved = await accountCache.saved(maxAge: Self.savedProfileMaxAge),
      let profile = saved.me.activeProfile
    {
      await accountCache.revalidate()
      return (profile, saved)
    }
    let snapshot: AccountSnapshotCache.Snapshot
    do { snapshot = try await accountCache.snapshot() } catch let error where error.kind == .unauthorized {
      throw CLIError.notSignedIn(strings)
    }
    guard let profile = snapshot.me.activeProfile else {
      throw CLIError(strings.string("cli.error.no_practice_language"))
    }
    return (profile, snapshot)
  }

  /// After a command's request made with `used`: the revalidated profile when it changed (another
  /// device switched the language), so the command runs its request again; `nil` when `used`
  /// held, or nothing could be checked (offline: the saved copy is all there is).
  package func confirmProfile(_ used: Profile) async -> (Profile, AccountSnapshotCache.Snapshot)? {
    guard let revalidated = await accountCache.pendingRevalidation?.value, let profile = revalidated.me.activeProfile,
      profile.id != used.id
    else { return nil }
    return (profile, revalidated)
  }

  /// Right after a sign-in: one parallel `me` + `app_config`, saved, so the first command after it
  /// starts warm (ADR 0012). A failure only means that command asks first.
  package func saveAccountSnapshotAfterSignIn() async {
    _ = try? await accountCache.reload()
  }

  /// How old a saved snapshot may be for commands that need only the active profile.
  package static let savedProfileMaxAge: TimeInterval = 86_400
}

extension AppDependencies {
  /// The server as people write it: `127.0.0.1:8080`, `api.example.com`.
  package var displayServer: String {
    let url = environment.baseURL
    let host = url.host ?? url.absoluteString
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
