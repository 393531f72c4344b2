import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import TestSupport
import Testing

/// A saved snapshot's age under a wrong clock, and why a saved copy stands in (issue 24).
extension AccountSnapshotCacheTests {
  @Test func aCopyFromTheFutureIsNeverFreshWhicheverClockWasWrong() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()
    let savedAt = try #require(disk.saved.value?.savedAt)

    // Read with a clock an hour behind the one that saved it (or saved with one an hour ahead).
    disk.clock.setWallClock(to: savedAt - 3_600)
    #expect(await disk.cache(accounts).saved(maxAge: 86_400) == nil)
    // A second before is still the future: no tolerance that a wrong clock could live in.
    disk.clock.setWallClock(to: savedAt - 1)
    #expect(await disk.cache(accounts).saved(maxAge: 60) == nil)
    // Read with a clock two days ahead: simply old.
    disk.clock.setWallClock(to: savedAt + 2 * 86_400)
    #expect(await disk.cache(accounts).saved(maxAge: 86_400) == nil)
    // The right clock: fresh at once and until maxAge.
    disk.clock.setWallClock(to: savedAt)
    #expect(await disk.cache(accounts).saved(maxAge: 60) != nil)
    disk.clock.setWallClock(to: savedAt + 59)
    #expect(await disk.cache(accounts).saved(maxAge: 60) != nil)
  }

  @Test func anUnreadableAnswerShowsTheSavedCopyAndSaysWhy() async throws {
    let accounts = Self.makeAccounts()
    let disk = Disk()
    _ = try await disk.cache(accounts).snapshot()

    accounts.failReads(with: .decoding(details: "nested too deep"))
    let unreadable = try await disk.cache(accounts).snapshot()
    #expect(unreadable.isOfflineCopy && unreadable.savedCopyReason == .unreadableAnswer)

    accounts.failReads(with: .offline)
    #expect(try await disk.cache(accounts).snapshot().savedCopyReason == .unreachable)

    // Nothing saved: the failure itself, not "offline".
    let empty = Disk()
    accounts.failReads(with: .decoding(details: "truncated"))
    await #expect(throws: NetworkError.decoding(details: "truncated")) {
      _ = try await empty.cache(accounts).snapshot()
    }
  }

  @Test func savedCopyReasons() {
    #expect(SavedCopyReason(.decoding(details: "")) == .unreadableAnswer)
    #expect(SavedCopyReason(.invalidResponse) == .unreadableAnswer)
    #expect(SavedCopyReason(.offline) == .unreachable)
    #expect(SavedCopyReason(.server(status: 503, code: nil, message: nil)) == .unreachable)
    #expect(SavedCopyReason(.rateLimited(retryAfter: nil)) == .unreachable)
    #expect(SavedCopyReason(.unauthorized(code: nil)) == nil)
    #expect(SavedCopyReason(.forbidden(code: nil)) == nil)
    #expect(SavedCopyReason(.notFound) == nil)
    #expect(SavedCopyReason(.server(status: 400, code: nil, message: nil)) == nil)
  }
}
