import Foundation
import Networking
import Observability
import Session
import Storage
import Testing

/// The identity pin (ADR 0043): every token the controller adopts belongs to the signed-in user. A refresh
/// answer for another account (a caching front replaying another learner's answer) is refused with
/// `.identityChanged`: nothing adopted, stored or sent, and the session kept as it was.
@Suite("Identity pin", .timeLimit(.minutes(3)))
struct IdentityPinTests {
  /// Ana signed in with a token due now, so the next request refreshes; the refresh answers `answer`.
  static func signedInAsAna(answering answer: RefreshedSession) async
    -> (SessionController, InMemorySecureStore, AuthenticatedSession, LockedValue<Int>)
  {
    let store = InMemorySecureStore()
    let refreshes = LockedValue(0)
    let client = TokenRefreshClient(
      refresh: { _ throws(NetworkError) in
        refreshes.withLock { $0 += 1 }
        return answer
      }, logout: { _ throws(NetworkError) in })
    let controller = SessionController(client: client, store: store)
    let session = Fixtures.session(expiresAt: Date(timeIntervalSinceNow: 900))
    await controller.signIn(session)
    return (controller, store, session, refreshes)
  }

  @Test func anAnswerWhoseTokenNamesAnotherAccountIsRefusedAndTheSessionKept() async throws {
    let foreign = Fixtures.jwt(sub: Fixtures.ben.id, exp: Date(timeIntervalSinceNow: 3_600))
    let answer = RefreshedSession(accessToken: foreign, refreshToken: "ben-refresh", expiresIn: 3_600)
    let (controller, store, session, refreshes) = await Self.signedInAsAna(answering: answer)

    await #expect(throws: NetworkError.identityChanged) {
      try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }
    #expect(refreshes.value == 1)
    #expect(controller.currentState == .signedIn(Fixtures.ana), "neither adopted nor signed out")
    #expect(controller.currentUser == Fixtures.ana)
    #expect(StoredRefreshToken.read(store) == "refresh-secret-1", "the stored session is Ana's, untouched")

    // The next launch is still Ana, and never presents Ben's token.
    let next = SessionController(client: .unimplemented, store: store)
    #expect(await next.restore() == .signedIn(Fixtures.ana))
    #expect(try await next.accessToken() != foreign)
  }

  @Test func anAnswerWhoseUserIsAnotherAccountIsRefusedEvenWithAnOpaqueToken() async throws {
    let answer = RefreshedSession(
      accessToken: "opaque-for-ben", refreshToken: "ben-refresh", expiresIn: 3_600, user: Fixtures.ben)
    let (controller, store, session, _) = await Self.signedInAsAna(answering: answer)
    await #expect(throws: NetworkError.identityChanged) {
      try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }
    #expect(controller.currentUser == Fixtures.ana)
    #expect(StoredRefreshToken.read(store) == "refresh-secret-1")
  }

  @Test func theSameAccountIsAdoptedAsBefore() async throws {
    let own = Fixtures.jwt(sub: Fixtures.ana.id, exp: Date(timeIntervalSinceNow: 3_600))
    let answer = RefreshedSession(accessToken: own, refreshToken: "r2", expiresIn: 3_600, user: Fixtures.ana)
    let (controller, _, session, _) = await Self.signedInAsAna(answering: answer)
    #expect(try await controller.refreshAccessToken(rejected: session.tokens.accessToken) == own)
    // A host whose tokens carry no subject and whose answers carry no user is trusted as before.
    let opaque = RefreshedSession(accessToken: "opaque", refreshToken: nil, expiresIn: 60)
    let (second, _, first, _) = await Self.signedInAsAna(answering: opaque)
    #expect(try await second.refreshAccessToken(rejected: first.tokens.accessToken) == "opaque")
  }

  @Test func aRenewedTokenForAnotherAccountIsIgnored() async throws {
    let (controller, _, session, _) = await Self.signedInAsAna(
      answering: RefreshedSession(accessToken: "unused", refreshToken: nil, expiresIn: 60))
    await controller.adopt(newAccessToken: Fixtures.jwt(sub: Fixtures.ben.id, exp: Date(timeIntervalSinceNow: 7_200)))
    #expect(try await controller.accessToken() == session.tokens.accessToken)
    #expect(controller.currentUser == Fixtures.ana)
  }
}
