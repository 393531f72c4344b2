import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import DeepLink
import Testing

/// Links handed to the app, above all from a cold start: held until launch has settled, then
/// delivered once — a sign-in link signs in, a cue link opens its cue once someone is signed in.
@MainActor
@Suite("AppModel links")
struct AppModelLinkTests {
  static let token = "q1W2e3R4t5Y6u7I8o9P0a_S-dFgHjKlZxCvBnMqWeRt"
  let accounts = ScriptedAccountRepository()
  let practice = ScriptedPracticeRepository(catalog: [PracticeRoundTests.cue])

  func model(signedIn: Bool, auth: any AuthRepository = TestAuthRepository.unimplemented) -> AppModel {
    AppModelTests.model(signedIn: signedIn, accounts: accounts, practice: practice, auth: auth)
  }

  @Test func aCueLinkFromAColdStartOpensTheCueOnceTheSessionIsRestored() async {
    let app = model(signedIn: true)
    #expect(await app.open(link: "chatterbox://cues/en-001") == .success(.buffered))
    #expect(app.route == .loading, "nothing happens before launch")
    #expect(await app.start() == .entered)
    #expect(app.route == .practice)
    #expect(app.practice?.cue.id == "en-001")
    #expect(app.linkOutcome == .openedCue(id: "en-001"))
  }

  @Test func aSignInLinkFromAColdStartSignsIn() async {
    let auth = ScriptedAuthRepository()
    let app = model(signedIn: false, auth: auth)
    #expect(await app.open(link: "https://chatterbox.app/auth/magic?token=\(Self.token)") == .success(.buffered))
    #expect(auth.calls.isEmpty)
    #expect(await app.start() == .entered, "the link's entry is launch's")
    #expect(auth.calls == [.login(magicToken: Self.token)])
    #expect(app.route == .cues)
    #expect(app.linkOutcome == .signedIn)
  }

  @Test func aRefusedSignInLinkLeavesSignInWithTheReason() async {
    let auth = ScriptedAuthRepository(grantAnswer: .failure(.unauthorized(code: "magic_link_expired")))
    let app = model(signedIn: false, auth: auth)
    await app.open(link: "chatterbox://auth/magic?token=\(Self.token)")
    #expect(await app.start() == nil)
    #expect(app.route == .signIn)
    #expect(app.signIn.failure != nil)
    #expect(app.linkOutcome == app.signIn.failure.map { .signInFailed($0) })
  }

  @Test func aCueLinkWaitsForSignInThenOpens() async {
    let app = model(signedIn: false, auth: ScriptedAuthRepository())
    await app.open(link: "chatterbox://cues/en-001")
    #expect(await app.start() == nil)
    #expect(app.route == .signIn)
    #expect(app.linkOutcome == .waitingForSignIn(cueID: "en-001"))
    app.signIn.email = "ana@example.com"
    app.signIn.code = "123456"
    await app.signIn.submitCode()
    #expect(await app.afterSignInAttempt() == .entered)
    #expect(app.route == .practice)
    #expect(app.practice?.cue.id == "en-001")
  }

  @Test func aLinkAfterLaunchIsDeliveredAtOnceAndAnUnknownCueSaysSo() async {
    let app = model(signedIn: true)
    await app.start()
    #expect(app.linkOutcome == nil)
    #expect(await app.open(link: "chatterbox://cues/xx-999") == .success(.delivered))
    #expect(app.linkOutcome == .cueNotFound(id: "xx-999"))
    #expect(app.route == .cues)
  }

  @Test func aRefusedLinkGoesNowhere() async {
    let app = model(signedIn: true)
    #expect(await app.open(link: "https://evil.example.com/cues/en-001") == .failure(.hostNotAllowed))
    await app.start()
    #expect(app.route == .cues)
    #expect(app.linkOutcome == nil)
  }

  @Test func signingOutForgetsAWaitingCue() async {
    let app = model(signedIn: false, auth: ScriptedAuthRepository())
    await app.open(link: "chatterbox://cues/en-001")
    await app.start()
    app.resetToSignIn()
    app.signIn.email = "ana@example.com"
    app.signIn.code = "123456"
    await app.signIn.submitCode()
    await app.afterSignInAttempt()
    #expect(app.route == .cues, "the next learner does not inherit the link")
  }
}
