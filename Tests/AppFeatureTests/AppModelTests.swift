import AppFeature
import AudioCapture
import AuthFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import CuesFeature
import DeepLink
import FeatureGates
import Foundation
import HistoryFeature
import Networking
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import SettingsFeature
import TestSupport
import Testing

/// The app model without a terminal: launch, entering after sign-in, gating, and the reset.
@MainActor
@Suite("AppModel")
struct AppModelTests {
  let accounts = ScriptedAccountRepository(
    account: Account(id: "acc_1", email: "ana@example.com", flags: ["developer"]))
  let practice = ScriptedPracticeRepository()

  static func round(_ cue: Cue) -> PracticeRound { round(recorder: ScriptedRecorder())(cue) }

  /// Rounds that record with `recorder`.
  static func round(recorder: ScriptedRecorder) -> @MainActor @Sendable (Cue) -> PracticeRound {
    { cue in
      PracticeRound(
        cue: cue,
        dependencies: PracticeRoundDependencies(recorder: recorder, uploader: ScriptedUploader(), player: nil))
    }
  }

  /// The app's links as the dev environment accepts them (and the custom scheme).
  static let links = AppLinkParser(
    configuration: DeepLinkConfiguration(
      allowedHosts: ["chatterbox.app"], routes: AppLink.routes(), customScheme: AppLink.customScheme))

  /// A model over the shared test values; `auth` answers sign-in (unimplemented: none expected).
  static func model(
    signedIn: Bool, accounts: ScriptedAccountRepository, practice: ScriptedPracticeRepository,
    auth: any AuthRepository = TestAuthRepository.unimplemented, preferences: AppPreferences = .inMemory(),
    round: @escaping @MainActor @Sendable (Cue) -> PracticeRound = { AppModelTests.round($0) },
    player: (any AudioPlayer)? = nil, followsEvaluations: Bool = false,
    configure: (inout AppModelDependencies) -> Void = { _ in }
  ) -> AppModel {
    let uiLanguage = LockedValue("en")
    let cache = AccountSnapshotCache(repository: accounts)
    let gateway = SessionGateway(signIn: { _ in }, signOut: {})
    var environment = AppModelDependencies(
      restoreSession: { signedIn }, didSignIn: {},
      accountSnapshot: { () throws(NetworkError) in try await cache.snapshot() },
      makeSettings: { changed in
        SettingsViewModel(
          cache: cache, accounts: accounts,
          environment: SettingsDependencies(
            currentUILanguage: { uiLanguage.value },
            setUILanguage: { code in
              uiLanguage.withLock { $0 = code }
              return true
            },
            option: { LanguageOption(code: $0.code, nativeName: $0.nativeName, localizedName: $0.englishName) },
            practiceLanguageChanged: changed, signOut: {}))
      },
      makeSignIn: { SignInViewModel(auth: AuthUseCases(repository: auth, session: gateway), time: TestClock().source) },
      makeCues: { CueListViewModel(repository: practice, cache: nil) },
      makeHistory: { HistoryViewModel(repository: practice) },
      makePracticeRound: round, links: links,
      findCue: { id, profile throws(NetworkError) in
        try await CueLookup.find(id, profile: profile, cache: nil, repository: practice)
      }, preferences: preferences, player: player)
    environment.followsEvaluations = followsEvaluations
    configure(&environment)
    return AppModel(dependencies: environment)
  }

  func model(signedIn: Bool) -> AppModel {
    Self.model(signedIn: signedIn, accounts: accounts, practice: practice)
  }

  @Test func aLaunchWithoutASessionOpensSignIn() async {
    let app = model(signedIn: false)
    #expect(app.route == .loading)
    #expect(await app.start() == nil)
    #expect(app.route == .signIn)
    #expect(accounts.calls.isEmpty, "nothing is asked before someone signs in")
  }

  @Test func aRestoredSessionEntersWithTheAccountMaskedAndItsGates() async {
    let app = model(signedIn: true)
    #expect(await app.start() == .entered)
    #expect(app.route == .cues)
    #expect(app.maskedAccount != nil && app.maskedAccount != "ana@example.com")
    #expect(app.profile?.languageCode == "en")
    #expect(app.access.canSee(FeatureGate(name: "dev", requiredAccountFlags: [.developer])))
    #expect(app.settings.practiceLanguage?.code == "en", "settings load from the same snapshot")
    #expect(accounts.count(of: .me) == 1)
    #expect(practice.calls.contains { if case .cues(profileID: "p-en", _, _) = $0 { true } else { false } })
  }

  @Test func switchingThePracticeLanguageInSettingsReloadsTheCuesForTheNewProfile() async {
    let app = model(signedIn: true)
    #expect(await app.start() == .entered)
    app.settings.requestPracticeLanguage("fr")
    await app.settings.confirmPracticeLanguage()
    #expect(app.settings.failure == nil)
    #expect(app.profile?.languageCode == "fr")
    #expect(app.settings.practiceLanguage?.code == "fr")
    #expect(accounts.calls.contains(.setActiveProfile(languageCode: "fr")))
    #expect(practice.calls.last.map { if case .cues(let profile, _, _) = $0 { profile } else { "" } } == "p-fr")
  }

  @Test func noProfileYetOpensThePracticeLanguagePicker() async {
    let app = Self.model(
      signedIn: true, accounts: ScriptedAccountRepository(activeProfile: nil), practice: practice)
    #expect(await app.start() == .entered)
    #expect(app.route == .languagePicker(.practice))
  }

  @Test func anUnauthorizedAccountResetsEverythingToSignIn() async {
    accounts.failures[.me] = .unauthorized(code: "refresh_token_invalid")
    let app = model(signedIn: true)
    #expect(await app.start() == .signedOut)
    #expect(app.route == .signIn)
    #expect(app.profile == nil && app.maskedAccount == nil && app.snapshot == nil)
    #expect(!app.access.canSee(FeatureGate(name: "dev", requiredAccountFlags: [.developer])))
  }

  @Test func anUnreachableAccountStaysOnTheCuesWithTheFailure() async {
    accounts.failures[.me] = .offline
    let app = model(signedIn: true)
    #expect(await app.start() == .unavailable(.offline))
    #expect(app.route == .cues)
    #expect(app.accountFailure == .offline)
  }

  @Test func signingOutLeavesNothingOfTheLastLearner() async {
    let app = model(signedIn: true)
    #expect(await app.start() == .entered)
    let cuesBefore = ObjectIdentifier(app.cues)
    app.resetToSignIn()
    #expect(app.route == .signIn)
    #expect(app.profile == nil && app.maskedAccount == nil && app.snapshot == nil && app.accountFailure == nil)
    #expect(ObjectIdentifier(app.cues) != cuesBefore, "a fresh cue list, not the last learner's")
    #expect(!app.access.canSee(FeatureGate(name: "dev", requiredAccountFlags: [.developer])))
  }

  @Test func openingACueReusesItsRoundBetweenTakesAndNeverDropsATake() async throws {
    let app = model(signedIn: true)
    #expect(await app.start() == .entered)
    let cue = Cue.mock()
    app.open(cue)
    #expect(app.route == .practice)
    let first = try #require(app.practice)
    #expect(app.back() == .success(.cues))
    app.open(cue)
    #expect(app.practice === first, "the same cue, between takes: the same round")
    await first.startTake()?.value
    #expect(app.back() == .failure(.undecidedTake))
    #expect(app.open(cue))
    #expect(app.practice === first, "a take under review keeps its round")
    await first.startUpload()?.value
    app.open(cue)
    #expect(app.practice !== first, "once the take is uploaded: a new round")
    app.resetToSignIn()
    #expect(app.practice == nil)
  }
}
