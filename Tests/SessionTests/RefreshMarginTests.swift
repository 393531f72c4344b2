import Foundation
import Networking
import Session
import Storage
import TestSupport
import Testing

/// The refresh margin scales with the token's lifetime: at most 60 s, a fifth of a shorter life.
@Suite("Refresh margin", .timeLimit(.minutes(3)))
struct RefreshMarginTests {
  @Test func theMarginIsTheSmallerOfTheCapAndAFifthOfTheLifetime() {
    let configuration = SessionController.Configuration()
    #expect(abs(configuration.refreshMargin(forLifetime: 3) - 0.6) < 1e-9)
    #expect(configuration.refreshMargin(forLifetime: 120) == 24)
    #expect(configuration.refreshMargin(forLifetime: 300) == 60)
    #expect(configuration.refreshMargin(forLifetime: 900) == 60)
    #expect(configuration.refreshMargin(forLifetime: 86_400) == 60)
    // Unknown or nonsense lifetimes count as the fallback (900 s).
    for nonsense in [0, -3, .infinity, .nan] as [TimeInterval] {
      #expect(configuration.refreshMargin(forLifetime: nonsense) == 60)
    }
    // Fraction 1: the fixed margin of before, capped by the lifetime.
    #expect(SessionController.Configuration(refreshMarginFraction: 1).refreshMargin(forLifetime: 3) == 3)
    #expect(SessionController.Configuration(refreshMarginFraction: 7).refreshMargin(forLifetime: 3) == 3)
    #expect(SessionController.Configuration(refreshMarginFraction: -1).refreshMargin(forLifetime: 3) == 0)
  }

  @Test func aThreeSecondTokenIsUsedForMostOfItsLife() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 3)
    harness.clock.advance(by: .seconds(2.3))  // 0.7 s left, margin 0.6 s
    #expect(harness.controller.accessTokenWithoutWaiting() == session.tokens.accessToken)
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
    #expect(await harness.server.refreshCount == 0)
    harness.clock.advance(by: .seconds(0.2))  // 0.5 s left: due
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    #expect(try await harness.controller.accessToken() != session.tokens.accessToken)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func theLifetimeSurvivesARelaunch() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 10)  // margin 2 s
    let relaunched = harness.relaunch(after: 7)  // 3 s left: still good, no refresh at launch
    #expect(await relaunched.controller.restore() == .signedIn(Fixtures.ana))
    #expect(relaunched.controller.accessTokenWithoutWaiting() == session.tokens.accessToken)
    #expect(await relaunched.server.refreshCount == 0)
    relaunched.clock.advance(by: .seconds(1.5))  // 1.5 s left: due
    #expect(relaunched.controller.accessTokenWithoutWaiting() == nil)
  }

  @Test func anEntryWithoutALifetimeKeepsTheSixtySecondMargin() async throws {
    // Written before the lifetime was stored: a 30 s token is due at launch, as it always was.
    let clock = TestClock()
    let store = InMemorySecureStore()
    let expiresAt = clock.now.addingTimeInterval(30)
    let json = """
      {"version":1,"refreshToken":"refresh-secret-1","user":{"id":"u_ana","email":"ana.learner@example.com","flags":["beta"]},\
      "accessToken":"old-access","expiresAt":\(expiresAt.timeIntervalSinceReferenceDate)}
      """
    try store.set(Data(json.utf8), for: Harness.storageKey)
    let harness = Harness(store: store, clock: clock)
    #expect(await harness.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await harness.server.refreshCalls == ["refresh-secret-1"])
  }
}
