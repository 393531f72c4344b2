import Foundation
import Session
import Testing

/// OAuth2 token servers describe no user: a session is identified by its token's subject, or by
/// an id the host found itself, with no email (issue 39).
@Suite("Sessions without an email", .timeLimit(.minutes(3)))
struct SessionWithoutEmailTests {
  static func tokens(access: String) -> SessionTokens {
    SessionTokens(accessToken: access, refreshToken: "refresh-secret-1", expiresAt: Date(timeIntervalSince1970: 2e9))
  }

  @Test func aJWTsSubjectIdentifiesTheUser() throws {
    let access = Fixtures.jwt(sub: "user-42", exp: Date(timeIntervalSince1970: 2e9))
    let session = try #require(AuthenticatedSession(tokens: Self.tokens(access: access)))
    #expect(session.user == SessionUser(id: "user-42"))
    #expect(session.user.email.isEmpty)
  }

  @Test(arguments: ["opaque-token-without-claims", "a.b.c", ""])
  func aTokenWithoutASubjectIdentifiesNobody(access: String) {
    #expect(AuthenticatedSession(tokens: Self.tokens(access: access)) == nil)
  }

  @Test func aTokenWithAnEmptySubjectIdentifiesNobody() {
    let access = Fixtures.jwt(sub: "", exp: Date(timeIntervalSince1970: 2e9))
    #expect(AuthenticatedSession(tokens: Self.tokens(access: access)) == nil)
  }

  @Test func aStoredUserWithoutAnEmailRestores() throws {
    let user = try JSONDecoder().decode(SessionUser.self, from: Data(#"{"id":"user-42"}"#.utf8))
    #expect(user == SessionUser(id: "user-42"))
    #expect(user.maskedEmail == "•••")
  }

  @Test func aSignInWithoutAnEmailIsTheSignedInState() async throws {
    let harness = Harness()
    let access = Fixtures.jwt(sub: "user-42", exp: harness.clock.now.addingTimeInterval(1_800))
    let session = try #require(
      AuthenticatedSession(
        tokens: SessionTokens(
          accessToken: access, refreshToken: "refresh-secret-1", expiresAt: harness.clock.now.addingTimeInterval(1_800))
      ))
    await harness.controller.signIn(session)
    #expect(harness.controller.currentState == .signedIn(SessionUser(id: "user-42")))
    #expect(try await harness.controller.accessToken() == access)
  }
}
