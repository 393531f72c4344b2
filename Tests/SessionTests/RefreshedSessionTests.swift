import Foundation
import Networking
import Session
import Storage
import TestSupport
import Testing

/// A refresh answer carries tokens and a lifetime; the user and the new refresh token are optional
/// (an RFC 6749 answer has no user and may keep the refresh token).
@Suite("Refresh answers", .timeLimit(.minutes(3)))
struct RefreshedSessionTests {
  /// A controller whose refresh always answers `answer`, signed in as Ana with a 900 s token.
  static func signedIn(answering answer: RefreshedSession, clock: TestClock = TestClock()) async
    -> (SessionController, InMemorySecureStore, AuthenticatedSession)
  {
    let store = InMemorySecureStore()
    let client = TokenRefreshClient(
      refresh: { _ throws(NetworkError) in answer }, logout: { _ throws(NetworkError) in })
    let controller = SessionController(client: client, store: store, time: clock.source)
    let session = Fixtures.session(expiresAt: clock.now.addingTimeInterval(900))
    await controller.signIn(session)
    return (controller, store, session)
  }

  @Test func anAnswerWithoutAUserKeepsTheUserFromSignIn() async throws {
    let clock = TestClock()
    let answer = RefreshedSession(accessToken: "opaque-access-2", refreshToken: "r2", expiresIn: 3_600)
    let (controller, store, session) = await Self.signedIn(answering: answer, clock: clock)
    #expect(try await controller.refreshAccessToken(rejected: session.tokens.accessToken) == "opaque-access-2")
    #expect(controller.currentState == .signedIn(Fixtures.ana))

    // The next launch restores the same user with the new tokens, and needs no refresh.
    let next = SessionController(client: .unimplemented, store: store, time: clock.source)
    #expect(await next.restore() == .signedIn(Fixtures.ana))
    #expect(try await next.accessToken() == "opaque-access-2")
  }

  @Test func anAnswerWithAUserReplacesIt() async throws {
    let updated = SessionUser(id: Fixtures.ana.id, email: Fixtures.ana.email, flags: ["beta", "pro"])
    let answer = RefreshedSession(accessToken: "a2", refreshToken: "r2", expiresIn: 60, user: updated)
    let (controller, _, session) = await Self.signedIn(answering: answer)
    _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(controller.currentUser == updated)
  }

  @Test func aKeptRefreshTokenIsPresentedAgain() async throws {
    let presented = LockedValue<[String]>([])
    let store = InMemorySecureStore()
    let client = TokenRefreshClient(
      refresh: { token throws(NetworkError) in
        presented.withLock { $0.append(token) }
        return RefreshedSession(accessToken: "a-\(UUID().uuidString)", refreshToken: nil, expiresIn: 60)
      },
      logout: { _ throws(NetworkError) in })
    let controller = SessionController(client: client, store: store)
    let session = Fixtures.session(expiresAt: Date().addingTimeInterval(900))
    await controller.signIn(session)
    let second = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    _ = try await controller.refreshAccessToken(rejected: second)
    #expect(presented.value == ["refresh-secret-1", "refresh-secret-1"])
    #expect(
      StoredRefreshToken.read(store) == "refresh-secret-1", "the kept refresh token is still the stored one")
  }

  @Test func anEmptyRefreshTokenCountsAsNone() async throws {
    let answer = RefreshedSession(accessToken: "a2", refreshToken: "", expiresIn: 60)
    let (controller, store, session) = await Self.signedIn(answering: answer)
    _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(StoredRefreshToken.read(store) == "refresh-secret-1")
  }

  @Test func expiresInCountsFromTheAnswer() async throws {
    let clock = TestClock()
    let answer = RefreshedSession(accessToken: "a2", refreshToken: "r2", expiresIn: 100)
    let (controller, _, session) = await Self.signedIn(answering: answer, clock: clock)
    _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    clock.advance(by: .seconds(79))  // 21 s left of 100: outside its 20 s margin
    #expect(controller.accessTokenWithoutWaiting() == "a2")
    clock.advance(by: .seconds(2))  // 19 s left: due
    #expect(controller.accessTokenWithoutWaiting() == nil)
  }

  @Test func withoutAnExpiryTheJWTExpClaimIsRead() async throws {
    let clock = TestClock()
    let jwt = Fixtures.jwt(sub: Fixtures.ana.id, exp: clock.now.addingTimeInterval(300))
    let answer = RefreshedSession(accessToken: jwt, refreshToken: "r2", expiresIn: nil)
    let (controller, _, session) = await Self.signedIn(answering: answer, clock: clock)
    _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    clock.advance(by: .seconds(239))  // 61 s left of 300
    #expect(controller.accessTokenWithoutWaiting() == jwt)
    clock.advance(by: .seconds(2))
    #expect(controller.accessTokenWithoutWaiting() == nil)
  }

  @Test(arguments: [nil, -5, .infinity, .nan] as [TimeInterval?])
  func withoutAUsableExpiryTheLastKnownLifetimeIsAssumed(expiresIn: TimeInterval?) async throws {
    let clock = TestClock()
    let answer = RefreshedSession(accessToken: "opaque", refreshToken: "r2", expiresIn: expiresIn)
    let (controller, _, session) = await Self.signedIn(answering: answer, clock: clock)  // a 900 s sign-in
    _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    clock.advance(by: .seconds(839))  // 61 s left of 900
    #expect(controller.accessTokenWithoutWaiting() == "opaque")
    clock.advance(by: .seconds(2))
    #expect(controller.accessTokenWithoutWaiting() == nil)
  }

  @Test func aWholeSessionStillWorksAsAnAnswer() async throws {
    // The closure shape before RefreshedSession: a session-returning refresh compiles unchanged (for the
    // same account: another one's is refused, IdentityPinTests).
    let clock = TestClock()
    let updated = SessionUser(id: Fixtures.ana.id, email: Fixtures.ana.email, flags: ["pro"])
    let next = Fixtures.session(updated, refresh: "refresh-secret-2", expiresAt: clock.now.addingTimeInterval(60))
    let client = TokenRefreshClient(refresh: { _ throws(NetworkError) in next }, logout: { _ throws(NetworkError) in })
    let controller = SessionController(client: client, store: InMemorySecureStore(), time: clock.source)
    let session = Fixtures.session(expiresAt: clock.now.addingTimeInterval(900))
    await controller.signIn(session)
    #expect(try await controller.refreshAccessToken(rejected: session.tokens.accessToken) == next.tokens.accessToken)
    #expect(controller.currentUser == updated)
    #expect(
      RefreshedSession(next)
        == RefreshedSession(
          accessToken: next.tokens.accessToken, refreshToken: "refresh-secret-2", expiresAt: next.tokens.expiresAt,
          user: updated))
  }

  @Test func everyRenderingIsRedacted() {
    let answer = RefreshedSession(
      accessToken: "access-secret-xyz", refreshToken: "refresh-secret-xyz", expiresIn: 60, user: Fixtures.ana)
    var dumped = ""
    dump(answer, to: &dumped)
    for text in ["\(answer)", String(reflecting: answer), dumped] {
      #expect(!text.contains("secret-xyz"))
      #expect(!text.contains(Fixtures.ana.email))
    }
  }
}

/// Reads the stored refresh token of a store the tests wrote with the default key.
enum StoredRefreshToken {
  static func read(_ store: any SecureStore) -> String? {
    guard let data = try? store.data(for: "session.credentials"),
      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return nil }
    return json["refreshToken"] as? String
  }
}
