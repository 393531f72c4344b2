import AuthFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import DeepLink
import Observation
import PracticeFeature
import Testing

@testable import AppFeature

/// Links handed to the app, above all from a cold start: held until launch has settled, then
/// delivered once — a sign-in link signs in, a cue link opens its cue once someone is signed in.
@MainActor
@Suite("AppModel links")
struct AppModelLinkTests {
  static let token = "q1W2e3R4t5Y6u7I8o9P0a_S-dFgHjKlZxCvBnMqWeRt"
  let accounts = ScriptedAccountRepository()
  static let otherCue = Cue(id: "en-002", title: "Weekends", body: "Plan a weekend.", difficulty: .beginner, tags: [])
  let practice = ScriptedPracticeRepository(catalog: [Cue.mock(), Self.otherCue])

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

  // MARK: Links mid-take

  /// Signed in, on cue en-001 with a take under review.
  func modelWithATakeUnderReview(auth: any AuthRepository = TestAuthRepository.unimplemented) async -> AppModel {
    let app = model(signedIn: true, auth: auth)
    await app.start()
    app.open(Cue.mock())
    await app.practice?.startTake()?.value
    #expect(app.practice?.takeUnderReview != nil)
    return app
  }

  /// Waits until the model's link outcome is `expected`, woken by each change of it (no polling, no real
  /// time: the suite's time limit is the only bound).
  func outcome(of app: AppModel, becomes expected: AppModel.LinkOutcome) async throws {
    while app.linkOutcome != expected {
      await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
        withObservationTracking {
          _ = app.linkOutcome
        } onChange: {
          changed.resume()
        }
      }
    }
    #expect(app.linkOutcome == expected)
  }

  @Test func aCueLinkMidTakeWaitsUntilTheTakeIsDiscardedThenOpens() async throws {
    let app = await modelWithATakeUnderReview()
    let take = try #require(app.practice?.takeUnderReview)
    #expect(await app.open(link: "chatterbox://cues/en-002") == .success(.delivered))
    #expect(app.linkOutcome == .waitingForTake)
    #expect(app.practice?.cue.id == "en-001", "the take's round stays on screen")
    #expect(app.practice?.takeUnderReview == take)

    app.practice?.discard()
    try await outcome(of: app, becomes: .openedCue(id: "en-002"))
    #expect(app.practice?.cue.id == "en-002")
    #expect(app.route == .practice)
  }

  @Test func aCueLinkMidTakeOpensOnceTheTakeIsUploadingAndTheUploadGoesOn() async throws {
    let app = await modelWithATakeUnderReview()
    await app.open(link: "chatterbox://cues/en-002")
    let round = try #require(app.practice)
    await round.startUpload()?.value
    try await outcome(of: app, becomes: .openedCue(id: "en-002"))
    #expect(round.model.phase == .done(recordingID: "rec_1"), "the first round's upload finished")
  }

  @Test func theNewestLinkMidTakeWinsAndSigningOutForgetsIt() async throws {
    let app = await modelWithATakeUnderReview()
    await app.open(link: "chatterbox://cues/xx-999")
    await app.open(link: "chatterbox://cues/en-002")
    app.practice?.discard()
    try await outcome(of: app, becomes: .openedCue(id: "en-002"))

    let second = await modelWithATakeUnderReview()
    await second.open(link: "chatterbox://cues/en-002")
    let delivery = try #require(second.linkAfterTakeDelivery, "the link waits for the take")
    second.resetToSignIn()
    await delivery.value  // the fence: the held link's delivery has ended, having delivered nothing
    #expect(second.route == .signIn, "the link died with the session")
    #expect(second.practice == nil)
  }

  @Test func aSignInLinkMidTakeWaitsSoTheTakeCannotChangeAccounts() async throws {
    let auth = ScriptedAuthRepository()
    let app = await modelWithATakeUnderReview(auth: auth)
    await app.open(link: "chatterbox://auth/magic?token=\(Self.token)")
    #expect(app.linkOutcome == .waitingForTake)
    #expect(auth.calls.isEmpty, "no sign-in while the take is undecided")
    app.practice?.discard()
    try await outcome(of: app, becomes: .signedIn)
    #expect(auth.calls == [.login(magicToken: Self.token)])
  }

  @Test func openingAnotherCueMidTakeKeepsTheTakesRound() async {
    let app = await modelWithATakeUnderReview()
    #expect(app.back() == .failure(.undecidedTake), "the take's round stays on screen")
    #expect(app.open(Self.otherCue) == false)
    #expect(app.route == .practice)
    #expect(app.practice?.cue.id == "en-001")
    #expect(app.practice?.takeUnderReview != nil)
    #expect(app.open(Cue.mock()), "its own cue is the round on screen")
  }
}
