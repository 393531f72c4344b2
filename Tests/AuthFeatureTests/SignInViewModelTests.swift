import AuthFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Networking
import TestSupport
import Testing

@MainActor
@Suite("Sign-in view model")
struct SignInViewModelTests {
  func makeModel(
    _ repository: ScriptedAuthRepository = ScriptedAuthRepository(), clock: TestClock = TestClock()
  )
    -> (SignInViewModel, SessionSpy)
  {
    let spy = SessionSpy()
    let model = SignInViewModel(auth: AuthUseCases(repository: repository, session: spy.gateway), time: clock.source)
    return (model, spy)
  }

  @Test func emailThenLinkSignsIn() async throws {
    let (model, spy) = makeModel()
    model.email = " Ana@Example.com "
    await model.submitEmail()
    #expect(model.step == .awaitingLink(try EmailAddress("ana@example.com")))
    #expect(model.cooldownRemaining == 3)
    #expect(!model.canResend)
    await model.open(validToken)
    #expect(model.step == .signedIn(ScriptedAuthRepository.account))
    #expect(spy.signedIn.count == 1)
    #expect(model.failure == nil)
  }

  @Test func cooldownCountsDownOneSecondAStepOnTheInjectedClock() async {
    let clock = TestClock()
    let (model, _) = makeModel(clock: clock)
    model.email = "ana@example.com"
    await model.submitEmail()
    for remaining in [3, 2, 1] {
      await clock.waitForSleepers(1)
      #expect(model.cooldownRemaining == remaining)
      #expect(!model.canResend)
      clock.advance(by: .seconds(1))
    }
    await model.cooldownFinished()
    #expect(model.cooldownRemaining == 0)
    #expect(clock.uptime == .seconds(3))
    #expect(model.canResend)
  }

  @Test func rateLimitShowsTheWait() async {
    let repository = ScriptedAuthRepository()
    repository.requestAnswer = .failure(.rateLimited(retryAfter: 41.2))
    let (model, _) = makeModel(repository)
    model.email = "ana@example.com"
    await model.submitEmail()
    #expect(model.failure == .rateLimited(seconds: 42))
    #expect(model.cooldownRemaining == 42)
    #expect(model.step == .enteringEmail)
  }

  @Test func aResendTooSoonCountsDownToo() async {
    let repository = ScriptedAuthRepository()
    repository.requestAnswer = .failure(.rateLimited(retryAfter: 30, code: "cooldown"))
    let (model, _) = makeModel(repository)
    model.email = "ana@example.com"
    await model.submitEmail()
    #expect(model.failure == .resendTooSoon(seconds: 30))
    #expect(model.cooldownRemaining == 30)
  }

  @Test func invalidEmailStaysOnEntry() async {
    let repository = ScriptedAuthRepository()
    let (model, _) = makeModel(repository)
    model.email = "not-an-email"
    await model.submitEmail()
    #expect(model.failure == .invalidEmail)
    #expect(model.step == .enteringEmail)
    #expect(repository.calls.isEmpty)
  }

  @Test func expiredLinkReturnsToEmailEntry() async {
    let repository = ScriptedAuthRepository()
    let (model, _) = makeModel(repository)
    model.email = "ana@example.com"
    await model.submitEmail()
    repository.grantAnswer = .failure(.unauthorized(code: "magic_link_expired"))
    await model.open(validToken)
    #expect(model.step == .enteringEmail)
    #expect(model.failure == .linkExpired)
  }

  @Test func wrongCodeStaysOnTheCodeStep() async throws {
    let repository = ScriptedAuthRepository()
    let (model, _) = makeModel(repository)
    model.email = "ana@example.com"
    await model.submitEmail()
    repository.grantAnswer = .failure(.unauthorized(code: "otp_invalid"))
    model.code = "000000"
    await model.submitCode()
    #expect(model.failure == .codeInvalid)
    #expect(model.step == .awaitingLink(try EmailAddress("ana@example.com")))
  }

  @Test func offlineIsATypedFailure() async {
    let repository = ScriptedAuthRepository()
    repository.requestAnswer = .failure(.offline)
    let (model, _) = makeModel(repository)
    model.email = "ana@example.com"
    await model.submitEmail()
    #expect(model.failure == .offline)
  }

  @Test func signOutResets() async {
    let (model, spy) = makeModel()
    model.email = "ana@example.com"
    await model.submitEmail()
    await model.open(validToken)
    await model.signOut()
    #expect(model.step == .enteringEmail)
    #expect(spy.signOuts == 1)
  }
}
