import AuthFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Networking
import Testing

@Suite("Auth use cases")
struct AuthUseCasesTests {
  @Test(arguments: [
    ("  Ana@Example.COM ", "ana@example.com"), ("a.b+tag@sub.example.org", "a.b+tag@sub.example.org"),
  ])
  func emailIsTrimmedAndLowercased(raw: String, normalized: String) throws {
    #expect(try EmailAddress(raw).value == normalized)
  }

  @Test(arguments: [
    "", "ana", "ana@", "@example.com", "ana@example", "ana @example.com", "ana@@example.com", "ana@.example.com",
    "ana@example..com", "a,b@example.com",
  ])
  func invalidEmailsAreRejected(raw: String) {
    #expect(throws: SignInFailure.invalidEmail) { try EmailAddress(raw) }
  }

  @Test func emailIsMaskedWhenPrinted() throws {
    let email = try EmailAddress("ana@example.com")
    #expect("\(email)" == "a•••@example.com")
    #expect(EmailAddress.mask("nobody") == "•••")
  }

  @Test func requestLinkSendsNormalizedEmailAndTracksWithoutPII() async throws {
    let repository = ScriptedAuthRepository()
    let analytics = RecordingAuthAnalytics()
    let auth = AuthUseCases(repository: repository, session: SessionSpy().gateway, analytics: analytics)
    let (email, receipt) = try await auth.requestLink(email: " Ana@Example.com")
    #expect(email.value == "ana@example.com")
    #expect(receipt.cooldownSeconds == 3)
    #expect(repository.calls == [.requestMagicLink(email: "ana@example.com")])
    #expect(analytics.events == [.loginLinkRequested])
  }

  @Test func magicLinkSignInStoresTheSession() async throws {
    let spy = SessionSpy()
    let analytics = RecordingAuthAnalytics()
    let auth = AuthUseCases(repository: ScriptedAuthRepository(), session: spy.gateway, analytics: analytics)
    let account = try await auth.signIn(magicToken: validToken)
    #expect(account.id == "acc_1")
    #expect(spy.signedIn.map(\.accessToken) == ["access-secret"])
    #expect(analytics.events == [.loginSucceeded(method: "magic_link")])
  }

  @Test(arguments: [
    ("magic_link_expired", SignInFailure.linkExpired), ("magic_link_used", .linkUsed),
    ("magic_link_invalid", .linkInvalid),
  ])
  func deadLinksMapToTypedFailures(code: String, expected: SignInFailure) async {
    let repository = ScriptedAuthRepository()
    repository.grantAnswer = .failure(.unauthorized(code: code))
    let analytics = RecordingAuthAnalytics()
    let auth = AuthUseCases(repository: repository, session: SessionSpy().gateway, analytics: analytics)
    await #expect(throws: expected) { try await auth.signIn(magicToken: validToken) }
    #expect(expected.returnsToEmailEntry)
    #expect(analytics.events == [.loginFailed(reason: expected.analyticsReason)])
  }

  @Test func codeMustBeSixDigits() async {
    let repository = ScriptedAuthRepository()
    let auth = AuthUseCases(repository: repository, session: SessionSpy().gateway)
    for code in ["12345", "1234567", "12a456", "١٢٣٤٥٦"] {
      await #expect(throws: SignInFailure.invalidCodeFormat) {
        try await auth.signIn(email: "ana@example.com", code: code)
      }
    }
    #expect(repository.calls.isEmpty)
    _ = try? await auth.signIn(email: "ana@example.com", code: " 123456 ")
    #expect(repository.calls == [.verify(email: "ana@example.com", code: "123456")])
  }

  @Test func analyticsNeverCarryEmailOrToken() async {
    let repository = ScriptedAuthRepository()
    let analytics = RecordingAuthAnalytics()
    let auth = AuthUseCases(repository: repository, session: SessionSpy().gateway, analytics: analytics)
    _ = try? await auth.requestLink(email: "ana@example.com")
    _ = try? await auth.signIn(magicToken: validToken)
    repository.grantAnswer = .failure(.offline)
    _ = try? await auth.signIn(email: "ana@example.com", code: "123456")
    let text = analytics.events.map { "\($0.name) \($0.properties)" }.joined()
    #expect(!text.contains("ana"))
    #expect(!text.contains(validToken.rawValue))
    #expect(!text.contains("secret"))
  }

  @Test func signOutGoesThroughTheSession() async {
    let spy = SessionSpy()
    await AuthUseCases(repository: ScriptedAuthRepository(), session: spy.gateway).signOut()
    #expect(spy.signOuts == 1)
  }
}
