import Foundation
import Networking
import Session
import Testing

@Suite("Session values", .timeLimit(.minutes(3)))
struct SessionValueTests {
  @Test(arguments: [
    ("ana@example.com", "a•••@example.com"),
    ("a@example.com", "a•••@example.com"),
    ("first.last+tag@mail.example.org", "f•••@mail.example.org"),
    ("weird@at@example.com", "w•••@example.com"),
    ("no-at-sign", "•••"),
    ("@example.com", "•••"),
    ("", "•••"),
  ])
  func masksEmail(email: String, masked: String) {
    #expect(SessionUser(id: "u_1", email: email).maskedEmail == masked)
  }

  @Test func userRenderingsNeverShowTheEmail() {
    let user = SessionUser(id: "u_1", email: "ana.learner@example.com", flags: ["beta"])
    var dumped = ""
    dump(user, to: &dumped)
    for text in ["\(user)", String(reflecting: user), dumped, "\(SessionState.signedIn(user))"] {
      #expect(!text.contains("ana.learner@"), "\(text)")
      #expect(text.contains("a•••@example.com"), "\(text)")
    }
  }

  @Test func tokenRenderingsAreFullyRedacted() {
    let tokens = SessionTokens(accessToken: "eyJsecret-access", refreshToken: "secret-refresh", expiresAt: Date())
    let session = AuthenticatedSession(tokens: tokens, user: Fixtures.ana)
    var dumpedTokens = ""
    dump(tokens, to: &dumpedTokens)
    var dumpedSession = ""
    dump(session, to: &dumpedSession)
    for text in ["\(tokens)", String(reflecting: tokens), dumpedTokens, "\(session)", dumpedSession] {
      #expect(!text.contains("secret"), "\(text)")
      #expect(!text.contains("ana.learner@"), "\(text)")
    }
    #expect("\(tokens)" == "SessionTokens(<redacted>)")
  }

  @Test func userWithoutFlagsDecodes() throws {
    let user = try JSONDecoder().decode(SessionUser.self, from: Data(#"{"id":"u_1","email":"a@b.c"}"#.utf8))
    #expect(user.flags.isEmpty)
  }

  @Test func stateExposesTheUser() {
    #expect(SessionState.signedIn(Fixtures.ana).user == Fixtures.ana)
    #expect(SessionState.refreshing(Fixtures.ana).isSignedIn)
    #expect(SessionState.expired.user == nil)
    #expect(!SessionState.signedOut.isSignedIn)
  }

  @Test func unimplementedClientFailsWithoutSigningOut() async {
    await #expect(
      throws: NetworkError.server(
        status: 501, code: "unimplemented", message: "TokenRefreshClient.refresh is unimplemented")
    ) {
      _ = try await TokenRefreshClient.unimplemented.refresh("r")
    }
    await #expect(throws: NetworkError.unauthorized(code: "refresh_token_reused")) {
      _ = try await TokenRefreshClient.refusing(code: "refresh_token_reused").refresh("r")
    }
  }
}
