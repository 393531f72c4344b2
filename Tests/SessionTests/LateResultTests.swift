import Foundation
import Networking
import Session
import Testing

/// A refresh answer that arrives after the session it was for has ended must be dropped
/// (supabase-swift #1371).
@Suite("Late refresh results", .timeLimit(.minutes(3)))
struct LateResultTests {
  @Test func refreshCompletingAfterSignOutIsDropped() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    var states = harness.controller.states().makeAsyncIterator()
    await harness.server.holdRefreshes()
    let waiter = Task { try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()

    await harness.controller.signOut()
    await harness.server.release()  // the server answers anyway, with a valid rotated session

    await #expect(throws: NetworkError.cancelled) { _ = try await waiter.value }
    #expect(harness.controller.currentState == .signedOut)
    #expect(try await harness.controller.accessToken() == nil)
    #expect(try harness.store.data(for: Harness.storageKey) == nil)
    // refreshing, then signedOut, and no signedIn resurrected in between.
    #expect(await states.take(3) == [.signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .signedOut])
    await harness.signIn(Fixtures.ben)
    #expect(await states.take(1) == [.signedIn(Fixtures.ben)])
  }

  @Test func refreshCompletingAfterAnotherUserSignedInIsDropped() async throws {
    let harness = Harness()
    let anas = await harness.signIn(Fixtures.ana)
    await harness.server.holdRefreshes()
    let waiter = Task { try await harness.controller.refreshAccessToken(rejected: anas.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()

    let bens = await harness.signIn(Fixtures.ben, refresh: "refresh-secret-70")
    await harness.server.release()  // Ana's rotated session arrives late

    await #expect(throws: NetworkError.cancelled) { _ = try await waiter.value }
    #expect(harness.controller.currentState == .signedIn(Fixtures.ben))
    #expect(harness.storedRefreshToken == "refresh-secret-70")
    #expect(try await harness.controller.accessToken() == bens.tokens.accessToken)
  }

  @Test func newSessionRefreshesIndependentlyOfTheDroppedOne() async throws {
    let harness = Harness()
    let anas = await harness.signIn(Fixtures.ana)
    await harness.server.holdRefreshes()
    let stale = Task { try await harness.controller.refreshAccessToken(rejected: anas.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()

    let bens = await harness.signIn(Fixtures.ben, refresh: "refresh-secret-70")
    // Ben's own 401 starts Ben's refresh; it must not join Ana's stale one.
    let fresh = Task { try await harness.controller.refreshAccessToken(rejected: bens.tokens.accessToken) }
    while await harness.server.refreshCount < 2 { await Task.yield() }
    await harness.server.release()  // Ana's
    await harness.server.release()  // Ben's
    await #expect(throws: NetworkError.cancelled) { _ = try await stale.value }
    let bensNew = try await fresh.value
    #expect(bensNew != bens.tokens.accessToken)
    #expect(await harness.server.refreshCalls == ["refresh-secret-1", "refresh-secret-70"])
    #expect(harness.storedRefreshToken == "refresh-secret-71")
  }

  @Test func failureArrivingAfterSignOutDoesNotTouchTheState() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    await harness.server.holdRefreshes()
    let waiter = Task { try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()
    await harness.controller.signOut()
    await harness.server.release(.failure(.unauthorized(code: "refresh_token_reused")))
    await #expect(throws: NetworkError.cancelled) { _ = try await waiter.value }
    #expect(harness.controller.currentState == .signedOut)  // not .expired
  }
}
