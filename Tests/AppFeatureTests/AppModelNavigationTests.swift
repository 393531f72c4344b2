import Analytics
import AppFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import Testing

/// Navigation without a terminal: where `back()` goes, what entering a tab refreshes, and that no
/// move leaves a take nobody decided on.
@MainActor
@Suite("AppModel: navigation")
struct AppModelNavigationTests {
  let accounts = ScriptedAccountRepository(
    account: Account(id: "acc_1", email: "ana@example.com", flags: ["developer"]))
  let practice = ScriptedPracticeRepository(catalog: [Cue.mock()])

  func entered() async -> AppModel {
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice)
    #expect(await app.start() == .entered)
    return app
  }

  @Test func backGoesOneLevelUpAndStopsAtTheTop() async {
    let app = await entered()
    #expect(app.back() == .failure(.nowhereToGo), "the cue list is the top")
    _ = app.show(tab: .settings)
    #expect(app.openLanguagePicker(.ui) == .success(.languagePicker(.ui)))
    #expect(app.back() == .success(.settings))
    #expect(app.back() == .success(.cues))
    _ = app.show(tab: .developer)
    #expect(app.route == .developerTools)
    #expect(app.openNetworkEntry() == .success(.networkEntry))
    #expect(app.back() == .success(.developerTools))
    #expect(app.back() == .success(.cues))
  }

  @Test func nothingMovesBeforeTheAppIsEntered() async {
    let app = AppModelTests.model(signedIn: false, accounts: accounts, practice: practice)
    await app.start()
    #expect(app.back() == .failure(.nowhereToGo))
    #expect(app.show(tab: .settings) == .failure(.nowhereToGo))
    #expect(app.openNetworkEntry() == .failure(.nowhereToGo))
    #expect(app.route == .signIn)
  }

  @Test func aHiddenTabStaysClosed() async {
    let app = AppModelTests.model(signedIn: true, accounts: ScriptedAccountRepository(), practice: practice)
    await app.start()
    #expect(app.show(tab: .developer) == .failure(.tabHidden), "not a developer account")
    #expect(app.route == .cues)
  }

  @Test func enteringHistoryReloadsItForTheProfile() async throws {
    let app = await entered()
    let before = practice.calls.count
    let refresh = try #require(try app.show(tab: .history).get())
    #expect(app.route == .history, "the route moves before the refresh runs")
    await refresh.value
    #expect(
      practice.calls[before...].contains {
        if case .recordings(profileID: "p-en", _, _, _) = $0 { true } else { false }
      })
  }

  @Test func enteringSettingsReloadsThemAndReadsConsentGivenElsewhere() async throws {
    let preferences = AppPreferences.inMemory()
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, preferences: preferences)
    await app.start()
    #expect(!app.analyticsOn)
    try await preferences.setAnalyticsConsent(.granted)  // `chatterbox analytics consent on` meanwhile
    let refresh = try #require(try app.show(tab: .settings).get())
    #expect(app.analyticsOn)
    await refresh.value
    #expect(app.settings.practiceLanguage?.code == "en")
  }

  @Test func noMoveLeavesATakeBeingReviewed() async throws {
    let app = await entered()
    app.open(Cue.mock())
    let round = try #require(app.practice)
    await round.startTake()?.value
    #expect(round.takeUnderReview != nil)
    #expect(app.back() == .failure(.undecidedTake))
    for tab in AppTab.allCases { #expect(app.show(tab: tab) == .failure(.undecidedTake)) }
    #expect(app.route == .practice)
    round.discard()
    #expect(app.back() == .success(.cues), "between takes the cue can be left")
  }

  @Test func anUploadedTakeTicksItsCue() async throws {
    let app = await entered()
    app.open(Cue.mock())
    await app.practice?.startTake()?.value
    #expect(app.practisedCueIDs.isEmpty)
    let upload = try #require(app.startUpload())
    await upload.value
    #expect(app.practisedCueIDs == ["en-001"])
    #expect(app.back() == .success(.cues), "an uploaded take is decided")
    app.resetToSignIn()
    #expect(app.practisedCueIDs.isEmpty, "the next learner starts with no ticks")
  }

  @Test func takeLimitsFollowTheAccountsUploadLimit() async {
    let app = AppModelTests.model(signedIn: false, accounts: accounts, practice: practice)
    #expect(app.takeLimits == PracticeLimits(maxSeconds: PracticeLimits.defaultLiveSeconds), "no account yet")
    let entered = await entered()
    #expect(entered.takeLimits == PracticeLimits.forLiveSource(maxBytes: 1_000_000), "the scripted 1 MB limit")
    #expect(entered.takeLimits.maxSeconds < PracticeLimits.defaultLiveSeconds)
  }
}
