import Analytics
import AppFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import PracticeFeature
import Testing

/// The app language, analytics consent and the typed sign-in, without a terminal.
@MainActor
@Suite("AppModel: languages, consent and sign-in")
struct AppModelSettingsTests {
  let accounts = ScriptedAccountRepository()
  let practice = ScriptedPracticeRepository(catalog: [Cue.mock()])

  @Test func choosingTheAppLanguageSwitchesAndSavesIt() async {
    let preferences = AppPreferences.inMemory()
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, preferences: preferences)
    await app.start()
    _ = app.show(tab: .settings)
    app.openLanguagePicker(.ui)
    #expect(app.chooseLanguage("ja") == .switched)
    #expect(app.uiLanguage == "ja")
    #expect(preferences.uiLanguage() == "ja", "kept for the next launch")
    #expect(app.route == .settings)
  }

  @Test func anAppLanguageThatCannotBeSavedHoldsForThisRunAndSaysWhy() async {
    struct Unwritable: Error, CustomStringConvertible { var description: String { "settings.json is read-only" } }
    var preferences = AppPreferences.inMemory()
    preferences.setUILanguage = { _ in throw Unwritable() }
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, preferences: preferences)
    await app.start()
    _ = app.show(tab: .settings)
    app.openLanguagePicker(.ui)
    #expect(app.chooseLanguage("es") == .switchedForThisRunOnly(reason: "settings.json is read-only"))
    #expect(app.uiLanguage == "es")
  }

  @Test func choosingOutsideAPickerDoesNothing() async {
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice)
    await app.start()
    #expect(app.chooseLanguage("ja") == .refused)
    #expect(app.uiLanguage == "en")
  }

  /// `--lang` and `CHATTERBOX_LANG` win; then the saved language, if still shipped; then the
  /// system language (already in `launch`).
  @Test func theStartLanguage() {
    let shipped = ["en", "fr", "ja"]  // any catalog's languages
    #expect(AppPreferences.startLanguage(launch: "fr", explicit: false, saved: "ja", shipped: shipped) == "ja")
    #expect(AppPreferences.startLanguage(launch: "fr", explicit: true, saved: "ja", shipped: shipped) == "fr")
    #expect(AppPreferences.startLanguage(launch: "fr", explicit: false, saved: nil, shipped: shipped) == "fr")
    #expect(AppPreferences.startLanguage(launch: "en", explicit: false, saved: "sv", shipped: shipped) == "en")
  }

  @Test func theAnalyticsSwitchSavesAndKeepsTheOldStateWhenItCannot() async {
    var preferences = AppPreferences.inMemory(consent: .denied)
    let app = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, preferences: preferences)
    #expect(!app.analyticsOn)
    #expect(await app.toggleAnalytics() == .changed(.granted))
    #expect(app.analyticsOn && preferences.analyticsConsent() == .granted)
    #expect(await app.toggleAnalytics() == .changed(.denied))
    #expect(!app.analyticsOn)

    struct Unwritable: Error, CustomStringConvertible { var description: String { "disk full" } }
    preferences.setAnalyticsConsent = { _ in throw Unwritable() }
    let stuck = AppModelTests.model(signedIn: true, accounts: accounts, practice: practice, preferences: preferences)
    #expect(await stuck.toggleAnalytics() == .notSaved(reason: "disk full"))
    #expect(!stuck.analyticsOn)
  }

  /// The on-device preview switch (ADR 0037): offered only where evaluations show and the
  /// preferences can save it; it saves, and keeps the old position when it cannot.
  @Test func theOnDevicePreviewSwitchIsOfferedWhereEvaluationsShowAndSaves() async {
    var preferences = AppPreferences.inMemory()
    let evaluating = ScriptedAccountRepository(config: .mock(featureFlags: [AppConfig.evaluationFlag: true]))
    let app = AppModelTests.model(
      signedIn: true, accounts: evaluating, practice: practice, preferences: preferences, followsEvaluations: true)
    #expect(!app.offersOnDevicePreview, "not before the account says evaluations show")
    await app.start()
    #expect(app.offersOnDevicePreview && app.onDevicePreviewOn)
    #expect(app.toggleOnDevicePreview() == .changed(false))
    #expect(!app.onDevicePreviewOn && !preferences.onDevicePreview())
    #expect(app.toggleOnDevicePreview() == .changed(true))
    #expect(preferences.onDevicePreview())

    struct Unwritable: Error, CustomStringConvertible { var description: String { "disk full" } }
    preferences.setOnDevicePreview = { _ in throw Unwritable() }
    let stuck = AppModelTests.model(
      signedIn: true, accounts: evaluating, practice: practice, preferences: preferences, followsEvaluations: true)
    await stuck.start()
    #expect(stuck.toggleOnDevicePreview() == .notSaved(reason: "disk full"))
    #expect(stuck.onDevicePreviewOn)

    preferences.setOnDevicePreview = nil
    let fixed = AppModelTests.model(
      signedIn: true, accounts: evaluating, practice: practice, preferences: preferences, followsEvaluations: true)
    await fixed.start()
    #expect(!fixed.offersOnDevicePreview, "a shell that cannot save it does not offer it")

    let flagOff = AppModelTests.model(
      signedIn: true, accounts: accounts, practice: practice, preferences: .inMemory(), followsEvaluations: true)
    await flagOff.start()
    #expect(!flagOff.offersOnDevicePreview, "with the server's flag off, nothing of feedback shows")
  }

  @Test func aTypedCodeSignsInAndEntersTheApp() async throws {
    let app = AppModelTests.model(
      signedIn: false, accounts: accounts, practice: practice, auth: ScriptedAuthRepository())
    await app.start()
    app.signIn.email = "ana@example.com"
    await app.submitEmail()?.value
    app.linkOrCode = " 123 456 "
    let attempt = try app.submitLinkOrCode().get()
    #expect(await attempt.value == .entered)
    #expect(app.route == .cues)
    #expect(app.linkOrCode.isEmpty)
  }

  @Test func aPastedLinkSignsInThroughTheSameDeliveryAsATappedOne() async throws {
    let auth = ScriptedAuthRepository()
    let app = AppModelTests.model(signedIn: false, accounts: accounts, practice: practice, auth: auth)
    await app.start()
    app.linkOrCode = "chatterbox://auth/magic?token=\(AppModelLinkTests.token)"
    #expect(try await app.submitLinkOrCode().get().value == .entered)
    #expect(auth.calls == [.login(magicToken: AppModelLinkTests.token)])
  }

  @Test func anythingElseIsRefusedAndKeepsTheField() async {
    let app = AppModelTests.model(
      signedIn: false, accounts: accounts, practice: practice, auth: ScriptedAuthRepository())
    await app.start()
    app.linkOrCode = "https://evil.example.com/auth/magic?token=\(AppModelLinkTests.token)"
    #expect(throws: AppModel.SignInEntryRefusal.notLinkOrCode) { try app.submitLinkOrCode().get() }
    app.linkOrCode = "12345"
    #expect(throws: AppModel.SignInEntryRefusal.notLinkOrCode) { try app.submitLinkOrCode().get() }
    #expect(app.linkOrCode == "12345")
    #expect(app.route == .signIn)
  }
}
