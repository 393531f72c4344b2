import Foundation
import Networking
import Observability
import Session
import Testing

@Suite("Sign-out and cache cleaners", .timeLimit(.minutes(3)))
struct SignOutTests {
  @Test func signOutRunsEveryCleanerAndLogsOutOnce() async throws {
    let harness = Harness()
    let cleaned = LockedValue<[String]>([])
    for id in ["recordings", "cues", "profile"] {
      await harness.controller.registerCacheCleaner(id: id) { cleaned.withLock { $0.append(id) } }
    }
    let session = await harness.signIn()
    await harness.controller.signOut()

    #expect(cleaned.value.sorted() == ["cues", "profile", "recordings"])
    #expect(await harness.server.logoutCalls == [session.tokens.accessToken])
    #expect(harness.controller.currentState == .signedOut)
    #expect(try harness.store.data(for: Harness.storageKey) == nil)
    #expect(try await harness.controller.accessToken() == nil)
  }

  @Test func cleanersHaveFinishedWhenSignedOutIsPublished() async throws {
    let harness = Harness()
    let cleaned = LockedValue(false)
    await harness.controller.registerCacheCleaner(id: "slow") {
      for _ in 0..<10 { await Task.yield() }
      cleaned.withLock { $0 = true }
    }
    await harness.signIn()
    let observed = Task { () -> Bool in
      for await state in harness.controller.states() where state == .signedOut {
        return cleaned.value
      }
      return false
    }
    while harness.controller.stateSubscriberCount < 1 { await Task.yield() }
    await harness.controller.signOut()
    #expect(await observed.value)
  }

  @Test func reRegisteringReplacesAndUnregisteringRemoves() async {
    let harness = Harness()
    let calls = LockedValue<[String]>([])
    await harness.controller.registerCacheCleaner(id: "cues") { calls.withLock { $0.append("old") } }
    await harness.controller.registerCacheCleaner(id: "cues") { calls.withLock { $0.append("new") } }
    await harness.controller.registerCacheCleaner(id: "gone") { calls.withLock { $0.append("gone") } }
    await harness.controller.unregisterCacheCleaner(id: "gone")
    await harness.signIn()
    await harness.controller.signOut()
    #expect(calls.value == ["new"])
  }

  @Test func logoutFailureDoesNotThrowAndStillSignsOut() async throws {
    let harness = Harness()
    await harness.server.failLogout(with: .offline)
    await harness.signIn()
    await harness.controller.signOut()  // non-throwing by signature; must still complete
    #expect(harness.controller.currentState == .signedOut)
    #expect(await harness.server.logoutCalls.count == 1)
    #expect(harness.logs.records.contains { $0.level == .warning && $0.message.contains("logout failed") })
  }

  @Test func signOutWithoutAnAccessTokenSkipsLogout() async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    await relaunched.server.script(.failure(.offline))
    await relaunched.controller.restore()  // signed in, no access token yet
    await relaunched.controller.signOut()
    #expect(await relaunched.server.logoutCalls.isEmpty)
    #expect(relaunched.controller.currentState == .signedOut)
    #expect(try relaunched.store.data(for: Harness.storageKey) == nil)
  }

  @Test func signingInAsSomeoneElseAfterExpiryCleansCachesFirst() async throws {
    let harness = Harness()
    let cleanups = LockedValue(0)
    await harness.controller.registerCacheCleaner(id: "queue") { cleanups.withLock { $0 += 1 } }
    let session = await harness.signIn(Fixtures.ana)
    await harness.server.script(.failure(.unauthorized(code: "refresh_token_expired")))
    _ = try? await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(harness.controller.currentState == .expired)
    #expect(cleanups.value == 0)  // expiry keeps Ana's caches: she usually signs straight back in

    await harness.signIn(Fixtures.ana, refresh: "refresh-secret-5")
    #expect(cleanups.value == 0)  // same learner: keep
    await harness.signIn(Fixtures.ben, refresh: "refresh-secret-60")
    #expect(cleanups.value == 1)  // another learner: Ana's data goes first
    #expect(harness.controller.currentState == .signedIn(Fixtures.ben))
    #expect(harness.storedRefreshToken == "refresh-secret-60")
  }

  @Test func signOutWhileSignedOutIsHarmless() async {
    let harness = Harness()
    await harness.controller.signOut()
    #expect(harness.controller.currentState == .signedOut)
    #expect(await harness.server.logoutCalls.isEmpty)
  }
}
