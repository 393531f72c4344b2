import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Observability
import TestSupport
import Testing

/// The account snapshot: shared, saved per account, used offline and while fresh, revalidated
/// alongside the command that used it (ADR 0012).
@Suite("Account snapshot cache")
struct AccountSnapshotCacheTests {
  static let epoch = Date(timeIntervalSince1970: 0)

  /// The account on the server: Spanish, no flags.
  static func makeAccounts() -> ScriptedAccountRepository {
    ScriptedAccountRepository(
      account: .mock(id: "usr_1"), activeProfile: .mock(languageCode: "es", id: "prf_es", createdAt: epoch),
      config: .mock(
        supportedLanguages: [], minClientVersion: "1.0", upload: UploadLimits(maxBytes: 1_000, contentTypes: [])),
      profileIDPrefix: "prf_", profileCreatedAt: epoch)
  }

  /// A saved copy in memory, and a clock the test moves.
  final class Disk: @unchecked Sendable {
    let saved = LockedValue<AccountSnapshotCache.Snapshot?>(nil)
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_000_000))
    var persistence: AccountSnapshotCache.Persistence {
      AccountSnapshotCache.Persistence(
        load: { self.saved.value }, save: { snapshot in self.saved.withLock { $0 = snapshot } },
        remove: { self.saved.withLock { $0 = nil } })
    }
    func cache(_ accounts: ScriptedAccountRepository) -> AccountSnapshotCache {
      AccountSnapshotCache(repository: accounts, persistence: persistence, time: clock.source)
    }
  }

  @Test func loadsOnceThenSavesWithTheTime() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    let cache = disk.cache(accounts)
    let first = try await cache.snapshot()
    _ = try await cache.snapshot()
    #expect(
      accounts.calls.count == 2 && accounts.count(of: .me) == 1 && accounts.count(of: .appConfig) == 1,
      "one parallel pair, then memory")
    #expect(first.savedAt == nil && !first.isOfflineCopy)
    #expect(disk.saved.value?.savedAt == disk.clock.now)
  }

  @Test func offlineTheSavedCopyStandsInAndSaysSo() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    accounts.failReads(with: .offline)
    let offline = try await disk.cache(accounts).snapshot()
    #expect(offline.isOfflineCopy && offline.isSaved)
    #expect(offline.me.activeProfile?.languageCode == "es")
    // A refusal is never papered over with the saved copy.
    accounts.failReads(with: .unauthorized(code: nil))
    await #expect(throws: NetworkError.unauthorized(code: nil)) { _ = try await disk.cache(accounts).snapshot() }
  }

  @Test func aFreshSavedCopyNeedsNoRequestAndTheRevalidationUpdatesIt() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    accounts.resetCalls()

    // The next process: a saved copy a minute old is used at once...
    disk.clock.advance(by: .seconds(60))
    accounts.flags = ["developer"]  // granted on the server meanwhile
    let next = disk.cache(accounts)
    let saved = try #require(await next.saved(maxAge: 300))
    #expect(accounts.calls.isEmpty)
    #expect(saved.me.account.flags.isEmpty, "stale by design until the revalidation lands")
    // ...while the revalidation runs alongside; the one after sees the flag.
    let fresh = await next.revalidate().value
    #expect(fresh?.me.account.flags == ["developer"])
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.account.flags == ["developer"])
  }

  @Test func anOldSavedCopyIsNotUsedWhileOnline() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    disk.clock.advance(by: .seconds(301))
    #expect(await disk.cache(accounts).saved(maxAge: 300) == nil)
  }

  @Test func aLanguageSwitchIsSavedForTheNextCommand() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    let cache = disk.cache(accounts)
    _ = try await cache.snapshot()
    await cache.updateActiveProfile(
      Profile.mock(languageCode: "fr", id: "prf_fr", createdAt: Self.epoch))
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.activeProfile?.languageCode == "fr")
  }

  @Test func aLanguageSwitchInAProcessThatLoadedNothingStillUpdatesTheSavedCopy() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    await disk.cache(accounts).updateActiveProfile(
      Profile.mock(languageCode: "de", id: "prf_de", createdAt: Self.epoch))
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.activeProfile?.languageCode == "de")
  }

  @Test func readingTheSavedCopyDoesNotMakeItTheAnswer() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    let next = disk.cache(accounts)
    _ = await next.saved(maxAge: 300)
    accounts.activeProfile = .mock(languageCode: "ja", id: "prf_ja", createdAt: Self.epoch)
    #expect(try await next.snapshot().me.activeProfile?.languageCode == "ja", "snapshot() still asks the server")
  }

  @Test func clearingWithTheSavedCopyMakesTheNextCommandAsk() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    let cache = disk.cache(accounts)
    _ = try await cache.snapshot()
    await cache.clear(includingSaved: true)
    #expect(disk.saved.value == nil)
    #expect(await disk.cache(accounts).saved(maxAge: 300) == nil)
  }
}
