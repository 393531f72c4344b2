import ChatterboxAPI
import Foundation
import Networking
import Observability
import Testing

/// The account snapshot: shared, saved per account, used offline and while fresh, revalidated
/// alongside the command that used it (ADR 0012).
@Suite("Account snapshot cache")
struct AccountSnapshotCacheTests {
  final class FakeAccounts: AccountRepository, @unchecked Sendable {
    let calls = LockedValue<[String]>([])
    let failure = LockedValue<NetworkError?>(nil)
    let language = LockedValue("es")
    let flags = LockedValue<[String]>([])

    func me() async throws(NetworkError) -> Me {
      calls.withLock { $0.append("me") }
      if let failure = failure.value { throw failure }
      return Me(
        account: Account(id: "usr_1", email: "ana@example.com", flags: flags.value),
        activeProfile: Profile(id: "prf_\(language.value)", languageCode: language.value, createdAt: Date(timeIntervalSince1970: 0)))
    }

    func appConfig() async throws(NetworkError) -> AppConfig {
      calls.withLock { $0.append("app_config") }
      if let failure = failure.value { throw failure }
      return AppConfig(supportedLanguages: [], featureFlags: [:], minClientVersion: "1.0", upload: UploadLimits(maxBytes: 1_000, contentTypes: []))
    }

    func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
      Profile(id: "prf_\(languageCode)", languageCode: languageCode, createdAt: Date(timeIntervalSince1970: 0))
    }
  }

  /// A saved copy in memory, and a clock the test moves.
  final class Disk: @unchecked Sendable {
    let saved = LockedValue<AccountSnapshotCache.Snapshot?>(nil)
    let now = LockedValue(Date(timeIntervalSince1970: 1_000_000))
    var persistence: AccountSnapshotCache.Persistence {
      AccountSnapshotCache.Persistence(
        load: { self.saved.value }, save: { snapshot in self.saved.withLock { $0 = snapshot } },
        remove: { self.saved.withLock { $0 = nil } })
    }
    func cache(_ accounts: FakeAccounts) -> AccountSnapshotCache {
      AccountSnapshotCache(repository: accounts, persistence: persistence, now: { self.now.value })
    }
  }

  @Test func loadsOnceThenSavesWithTheTime() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    let cache = disk.cache(accounts)
    let first = try await cache.snapshot()
    _ = try await cache.snapshot()
    #expect(accounts.calls.value.sorted() == ["app_config", "me"], "one parallel pair, then memory")
    #expect(first.savedAt == nil && !first.isOfflineCopy)
    #expect(disk.saved.value?.savedAt == disk.now.value)
  }

  @Test func offlineTheSavedCopyStandsInAndSaysSo() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    accounts.failure.withLock { $0 = .offline }
    let offline = try await disk.cache(accounts).snapshot()
    #expect(offline.isOfflineCopy && offline.isSaved)
    #expect(offline.me.activeProfile?.languageCode == "es")
    // A refusal is never papered over with the saved copy.
    accounts.failure.withLock { $0 = .unauthorized(code: nil) }
    await #expect(throws: NetworkError.unauthorized(code: nil)) { _ = try await disk.cache(accounts).snapshot() }
  }

  @Test func aFreshSavedCopyNeedsNoRequestAndTheRevalidationUpdatesIt() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    accounts.calls.withLock { $0 = [] }

    // The next process: a saved copy a minute old is used at once...
    disk.now.withLock { $0 += 60 }
    accounts.flags.withLock { $0 = ["developer"] }  // granted on the server meanwhile
    let next = disk.cache(accounts)
    let saved = try #require(await next.saved(maxAge: 300))
    #expect(accounts.calls.value.isEmpty)
    #expect(saved.me.account.flags.isEmpty, "stale by design until the revalidation lands")
    // ...while the revalidation runs alongside; the one after sees the flag.
    let fresh = await next.revalidate().value
    #expect(fresh?.me.account.flags == ["developer"])
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.account.flags == ["developer"])
  }

  @Test func anOldSavedCopyIsNotUsedWhileOnline() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    disk.now.withLock { $0 += 301 }
    #expect(await disk.cache(accounts).saved(maxAge: 300) == nil)
  }

  @Test func aLanguageSwitchIsSavedForTheNextCommand() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    let cache = disk.cache(accounts)
    _ = try await cache.snapshot()
    await cache.updateActiveProfile(Profile(id: "prf_fr", languageCode: "fr", createdAt: Date(timeIntervalSince1970: 0)))
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.activeProfile?.languageCode == "fr")
  }

  @Test func aLanguageSwitchInAProcessThatLoadedNothingStillUpdatesTheSavedCopy() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    await disk.cache(accounts).updateActiveProfile(Profile(id: "prf_de", languageCode: "de", createdAt: Date(timeIntervalSince1970: 0)))
    #expect(await disk.cache(accounts).saved(maxAge: 300)?.me.activeProfile?.languageCode == "de")
  }

  @Test func readingTheSavedCopyDoesNotMakeItTheAnswer() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    let next = disk.cache(accounts)
    _ = await next.saved(maxAge: 300)
    accounts.language.withLock { $0 = "ja" }
    #expect(try await next.snapshot().me.activeProfile?.languageCode == "ja", "snapshot() still asks the server")
  }

  @Test func clearingWithTheSavedCopyMakesTheNextCommandAsk() async throws {
    let accounts = FakeAccounts(), disk = Disk()
    let cache = disk.cache(accounts)
    _ = try await cache.snapshot()
    await cache.clear(includingSaved: true)
    #expect(disk.saved.value == nil)
    #expect(await disk.cache(accounts).saved(maxAge: 300) == nil)
  }
}
