import ChatterboxAPI
import ChatterboxComposition
import Foundation

/// The signed-in account as commands need it: a session that must exist, the `me` + `app_config`
/// snapshot (saved or asked), the active practice profile and the developer-tools gate. A struct of
/// closures (the isowords client form): ``live(_:)`` builds it from `AppDependencies`, tests build
/// it from values, so a command runs without a server.
///
/// ```swift
/// let account = AccountClient.live(app)
/// let (profile, snapshot) = try await account.requireProfile(true)
/// ```
struct AccountClient: Sendable {
  /// The server as people write it: `127.0.0.1:8080`, `api.example.com`.
  var server: String
  /// The server identity the session and the data folder are bound to (ADR 0011).
  var serverIdentity: String
  /// Whether a stored session was restored (refreshing silently); never throws.
  var restore: @Sendable () async -> Bool
  /// Restores the stored session or throws "not signed in (to this server)".
  var requireSession: @Sendable () async throws -> Void
  /// `me` + `app_config` from the shared cache; a refused session is "not signed in".
  var snapshot: @Sendable () async throws -> AccountSnapshotCache.Snapshot
  /// A saved snapshot no older than `maxAge`, or `nil`.
  var savedSnapshot: @Sendable (_ maxAge: TimeInterval) async -> AccountSnapshotCache.Snapshot?
  /// The active practice profile, from a saved copy when `fromSavedCopy` allows (ADR 0012).
  var requireProfile: @Sendable (_ fromSavedCopy: Bool) async throws -> (Profile, AccountSnapshotCache.Snapshot)
  /// The revalidated profile when it differs from `used`, so the caller asks again.
  var confirmProfile: @Sendable (_ used: Profile) async -> (Profile, AccountSnapshotCache.Snapshot)?
  /// Saves a fresh snapshot right after a sign-in, so the next command starts warm.
  var saveSnapshotAfterSignIn: @Sendable () async -> Void
  /// Throws unless the account may open developer tools.
  var requireDeveloperTools: @Sendable () async throws -> Void
}

extension AccountClient {
  /// The live client over the process's session and snapshot cache.
  ///
  /// ```swift
  /// let account = AccountClient.live(try AppDependencies.live(context))
  /// ```
  static func live(_ app: AppDependencies) -> AccountClient {
    AccountClient(
      server: app.displayServer,
      serverIdentity: app.environment.serverIdentity,
      restore: {
        await app.registerCacheCleaners()
        return await app.session.restore().isSignedIn
      },
      requireSession: { try await app.requireSession() },
      snapshot: { try await app.accountSnapshot() },
      savedSnapshot: { maxAge in await app.accountCache.saved(maxAge: maxAge) },
      requireProfile: { fromSavedCopy in try await app.requireProfile(fromSavedCopy: fromSavedCopy) },
      confirmProfile: { used in await app.confirmProfile(used) },
      saveSnapshotAfterSignIn: { await app.saveAccountSnapshotAfterSignIn() },
      requireDeveloperTools: { try await app.requireDeveloperTools() })
  }
}
