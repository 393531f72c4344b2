import Foundation
import Networking
import Session
import Storage
import Testing

/// Two processes on one data folder (two controllers over one secure store and one lock file):
/// a refresh token one of them rotated is never presented again by the other (issue "Trust under
/// real use", item 8), which a server with no reuse grace would punish by revoking the family.
@Suite("Refresh across processes", .timeLimit(.minutes(3)))
struct CrossProcessRefreshTests {
  /// A margin as long as the lifetime (at most 60 s), so a 30 s token is due for refresh at once.
  static let dueAtOnce: Double = 1
  let lockFile = FileManager.default.temporaryDirectory.appending(path: "session-\(UUID().uuidString).lock")

  @Test func theSecondProcessUsesTheTokenTheFirstJustGot() async throws {
    let configuration = SessionController.Configuration(
      refreshLockFile: lockFile, refreshMarginFraction: Self.dueAtOnce)
    let first = Harness(configuration: configuration)
    let session = await first.signIn(lifetime: 30)  // due for refresh at once (30 s margin)
    let second = Harness(store: first.store, configuration: configuration, clock: first.clock)

    // The second process launches and refreshes (its stored token was due).
    _ = await second.controller.restore()
    #expect(await second.server.refreshCalls == [session.tokens.refreshToken])
    let issued = try #require(await second.server.issuedAccessTokens.last)

    // The first, still holding the spent tokens, takes the stored fresh ones: no second refresh.
    #expect(try await first.controller.accessToken() == issued)
    #expect(await first.server.refreshCalls.isEmpty)
  }

  @Test func theSecondProcessPresentsTheTokenTheFirstRotatedWhenItsAccessTokenIsDue() async throws {
    let configuration = SessionController.Configuration(
      refreshLockFile: lockFile, refreshMarginFraction: Self.dueAtOnce)
    let first = Harness(configuration: configuration)
    let session = await first.signIn(lifetime: 30)
    let second = Harness(store: first.store, configuration: configuration, clock: first.clock)
    await second.server.setLifetime(30)  // the second's fresh token is due at once too
    _ = await second.controller.restore()
    let rotated = try #require(first.storedRefreshToken)
    #expect(rotated != session.tokens.refreshToken)

    // The first must present the rotated refresh token, never the spent one.
    _ = try await first.controller.accessToken()
    #expect(await first.server.refreshCalls == [rotated])
  }

  @Test func aValidStoredAccessTokenNeedsNoRefreshAtLaunch() async throws {
    let first = Harness()
    let session = await first.signIn(lifetime: 900)
    let relaunched = first.relaunch(after: 60)
    #expect(await relaunched.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await relaunched.server.refreshCalls.isEmpty, "no round trip and no rotation")
    #expect(try await relaunched.controller.accessToken() == session.tokens.accessToken)

    // Expired by the next launch: exactly one refresh.
    let later = relaunched.relaunch(after: 900)
    #expect(await later.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await later.server.refreshCalls == [session.tokens.refreshToken])
    #expect(try await later.controller.accessToken() != session.tokens.accessToken)
  }

  @Test func withoutALockFileEachProcessUsesItsOwnToken() async throws {
    let configuration = SessionController.Configuration(refreshMarginFraction: Self.dueAtOnce)
    let first = Harness(configuration: configuration)
    let session = await first.signIn(lifetime: 30)
    let second = Harness(store: first.store, configuration: configuration, clock: first.clock)
    _ = await second.controller.restore()
    _ = try await first.controller.accessToken()
    // The documented single-process default: the spent token goes out (the server's grace covers it).
    #expect(await first.server.refreshCalls == [session.tokens.refreshToken])
  }

  @Test func aHeldLockIsWaitedForThenTheRefreshGoesAhead() async throws {
    var configuration = SessionController.Configuration(
      refreshLockFile: lockFile, refreshMarginFraction: Self.dueAtOnce)
    configuration.refreshLockTimeout = .milliseconds(300)
    let harness = Harness(configuration: configuration)
    await harness.signIn(lifetime: 30)
    let other = try #require(try FileLock.tryLock(lockFile))  // another process, stuck
    defer { other.unlock() }
    let started = harness.clock.uptime
    let token = Task { try await harness.controller.accessToken() }
    // The controller polls the lock on the injected clock: move it a poll at a time until it gives up.
    while harness.clock.uptime - started < .milliseconds(300) {
      await harness.clock.waitForSleepers(1)
      #expect(await harness.server.refreshCount == 0, "no refresh while the lock is waited for")
      harness.clock.advance(by: .milliseconds(20))
    }
    _ = try await token.value
    #expect(harness.clock.uptime - started >= .milliseconds(300))
    #expect(await harness.server.refreshCount == 1)
  }
}
