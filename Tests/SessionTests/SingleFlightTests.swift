import Foundation
import Networking
import Observability
import Session
import Testing

@Suite("Single-flight refresh", .timeLimit(.minutes(3)))
struct SingleFlightTests {
  @Test func thousandConcurrentCallersShareOneRefresh() async throws {
    let harness = Harness()
    let first = await harness.signIn()
    let rejected = first.tokens.accessToken
    await harness.server.holdRefreshes()

    // One 401-driven caller starts the refresh and is held inside the server.
    let starter = Task { try await harness.controller.refreshAccessToken(rejected: rejected) }
    await harness.server.waitForPendingRefresh()
    #expect(harness.controller.currentState == .refreshing(Fixtures.ana))

    // 1,000 more callers, half proactive and half 401-driven, all while it is in flight.
    let started = LockedValue(0)
    let callers = (0..<1_000).map { index in
      Task { () throws -> String? in
        started.withLock { $0 += 1 }
        return index.isMultiple(of: 2)
          ? try await harness.controller.accessToken()
          : try await harness.controller.refreshAccessToken(rejected: rejected)
      }
    }
    while started.value < 1_000 { await Task.yield() }
    for _ in 0..<100 { await Task.yield() }  // let most of them reach the actor (not required for correctness)
    // Checked while the refresh is still held: any caller that started a second refresh shows here.
    #expect(await harness.server.refreshCount == 1)
    await harness.server.releaseAll()

    let fresh = try await starter.value
    #expect(fresh != rejected)
    for caller in callers { #expect(try await caller.value == fresh) }
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.refreshCalls == ["refresh-secret-1"])
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
  }

  @Test func earlierTokenOfThisSessionGetsTheCurrentOneWithoutARequest() async throws {
    let harness = Harness()
    let first = await harness.signIn()
    let second = try await harness.controller.refreshAccessToken(rejected: first.tokens.accessToken)
    // A request that left with the first token comes back 401 after the refresh.
    #expect(try await harness.controller.refreshAccessToken(rejected: first.tokens.accessToken) == second)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func tokenFromAnEarlierSessionIsNeverAnsweredWithTheNewOne() async throws {
    let harness = Harness()
    let anas = await harness.signIn(Fixtures.ana)
    await harness.controller.signOut()
    await harness.signIn(Fixtures.ben, refresh: "refresh-secret-50")
    await #expect(throws: NetworkError.cancelled) {
      _ = try await harness.controller.refreshAccessToken(rejected: anas.tokens.accessToken)
    }
    #expect(await harness.server.refreshCount == 0)
  }

  @Test func signedOutHasNoTokenAndCannotRefresh() async throws {
    let harness = Harness()
    #expect(try await harness.controller.accessToken() == nil)
    await #expect(throws: NetworkError.unauthorized(code: nil)) {
      _ = try await harness.controller.refreshAccessToken(rejected: "anything")
    }
    #expect(await harness.server.refreshCount == 0)
  }

  @Test func proactiveRefreshAtTheSixtySecondMargin() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 300)
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)

    harness.clock.advance(by: .seconds(239))  // 61 s left: still used as is
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
    #expect(await harness.server.refreshCount == 0)

    harness.clock.advance(by: .seconds(2))  // 59 s left: refreshed first
    let fresh = try await harness.controller.accessToken()
    #expect(fresh != session.tokens.accessToken)
    #expect(await harness.server.refreshCount == 1)
    #expect(try await harness.controller.accessToken() == fresh)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func marginIsConfigurable() async throws {
    // A fraction of 1 makes the margin fixed (capped by the lifetime): 120 s of a 300 s token.
    let harness = Harness(configuration: .init(refreshMargin: 120, refreshMarginFraction: 1))
    let session = await harness.signIn(lifetime: 300)
    harness.clock.advance(by: .seconds(179))  // 121 s left
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
    harness.clock.advance(by: .seconds(2))  // 119 s left
    #expect(try await harness.controller.accessToken() != session.tokens.accessToken)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func proactiveRefreshFailingOfflineStillReturnsTheStillValidToken() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 300)
    await harness.server.script(.failure(.offline))
    harness.clock.advance(by: .seconds(250))  // 50 s left: due, but still valid
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))

    harness.clock.advance(by: .seconds(60))  // now expired: offline must surface
    await harness.server.script(.failure(.offline))
    await #expect(throws: NetworkError.offline) { _ = try await harness.controller.accessToken() }
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
  }

  @Test func rotationPersistsTheNewTokensTogether() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    #expect(harness.storedRefreshToken == "refresh-secret-1")
    let fresh = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(harness.storedRefreshToken == "refresh-secret-2")
    let raw = try #require(try harness.store.data(for: Harness.storageKey))
    let text = String(decoding: raw, as: UTF8.self)
    // The access token is stored with its refresh token (ADR 0032): the new one, never the old.
    #expect(text.contains(fresh) && !text.contains(session.tokens.accessToken))

    // The next refresh presents the rotated token.
    _ = try await harness.controller.refreshAccessToken(rejected: fresh)
    #expect(await harness.server.refreshCalls == ["refresh-secret-1", "refresh-secret-2"])
  }

  @Test func refreshPublishesTheUpdatedUser() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    let updated = SessionUser(id: Fixtures.ana.id, email: Fixtures.ana.email, flags: ["beta", "new"])
    await harness.server.answerAs(updated)
    _ = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(harness.controller.currentUser == updated)
  }
}
