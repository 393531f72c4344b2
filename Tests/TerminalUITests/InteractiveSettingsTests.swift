import Analytics
import AppFeature
import ChatterboxPresentation
import Foundation
import Observability
import Storage
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// Settings that outlive the run (issue 18, item 9), as the terminal shows them: the app-language
/// picker offers every shipped language, the keys reach AppModel's language choice and analytics
/// switch, and their outcomes are worded. What is saved, and the launch precedence, are AppModel's
/// and tested in AppFeatureTests (`AppModelSettingsTests`); the settings file is tested here.
@MainActor
@Suite("Interactive app: settings kept between runs")
struct InteractiveSettingsTests {
  static let shipped = ShippedLanguages.all

  /// Services over fakes whose preferences are `preferences`.
  static func services(_ preferences: InteractivePreferences, uiLanguage: String = "en") -> ShellFixture {
    var services = InteractiveFixtures.services(uiLanguage: uiLanguage)
    services.preferences = preferences
    return services
  }

  @Test func theAppLanguagePickerOffersEveryShippedLanguage() async {
    let session = TerminalShell(services: InteractiveFixtures.services())
    await session.start()
    await session.press(.character("3"))
    await session.press(.down)
    await session.press(.enter)
    #expect(session.route == .languagePicker(.ui))
    // The catalog's languages, not the server's practice languages (en, es, fr, ja here).
    #expect(session.pickerOptions.map(\.code) == CLIStrings.catalog.languages)
    #expect(Set(Self.shipped).isSubset(of: session.pickerOptions.map(\.code)))
    #expect(session.pickerOptions[session.ui.pickerSelection].code == "en")
    let screen = session.render(size: TerminalSize(columns: 80, rows: 24), theme: TestThemes.plain(.dark)).joined(
      separator: "\n")
    for name in ["العربية", "Deutsch", "English", "Español", "Français", "日本語", "Русский"] {
      #expect(screen.contains(name), "\(name) is not offered:\n\(screen)")
    }
  }

  @Test func aLanguageThatCannotBeSavedStillSwitchesAndSaysSo() async {
    struct Unwritable: Error, CustomStringConvertible { var description: String { "settings.json is read-only" } }
    var preferences = InteractivePreferences.inMemory()
    preferences.setUILanguage = { _ in throw Unwritable() }
    let session = TerminalShell(services: Self.services(preferences))
    await session.start()
    await session.press(.character("3"))
    await session.press(.down)
    await session.press(.enter)
    await session.press(.down)  // Español
    await session.press(.enter)
    #expect(session.uiLanguage.value == "es")
    #expect(session.ui.notice?.tone == .warning)
    #expect(
      session.ui.notice?.text
        == "La aplicación ahora está en Español. No se puede guardar el ajuste: settings.json is read-only")
  }

  /// The real launch path over a temporary home (no server needed: signed out, plain mode).
  @Test func theAnalyticsSwitch() async {
    let preferences = InteractivePreferences.inMemory()
    let session = TerminalShell(services: Self.services(preferences))
    await session.start()
    await session.press(.character("3"))
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(
      session.render(size: size, theme: TestThemes.plain(.dark)).contains { $0.contains("Analytics           Off") })
    await session.press(.down)
    await session.press(.down)
    await session.press(.enter)
    #expect(preferences.analyticsConsent() == .granted)
    #expect(session.ui.notice?.text == "Analytics turned on. Thanks for helping improve Chatterbox.")
    #expect(
      session.render(size: size, theme: TestThemes.plain(.dark)).contains { $0.contains("Analytics           On") })
    await session.press(.enter)
    #expect(preferences.analyticsConsent() == .denied)
    #expect(session.ui.notice?.text == "Analytics turned off. No usage data will be sent.")

    // Plain mode offers the same switch.
    #expect(PlainPages.page(for: session).lines.contains("3. Analytics: Off"))
  }

  @Test func theSettingsFileKeepsBothChoicesBesideTheCommandsOwn() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tui-settings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("settings.json")
    let analytics = AnalyticsClient(sinks: [], consent: .undetermined)
    let preferences = InteractivePreferences.settingsFile(file, analytics: analytics)
    #expect(preferences.uiLanguage() == nil)
    #expect(preferences.analyticsConsent() == .undetermined)

    try await preferences.setAnalyticsConsent(.granted)
    #expect(analytics.consentState == .granted)
    try preferences.setUILanguage("ar")
    // What `analytics consent status` reads.
    #expect(ConsentStore(store: KeyValueStore(fileURL: file)).state == .granted)

    try ConsentStore(store: KeyValueStore(fileURL: file)).set(.denied)  // another process
    #expect(preferences.analyticsConsent() == .denied)
    try preferences.setUILanguage("ja")
    #expect(ConsentStore(store: KeyValueStore(fileURL: file)).state == .denied)
    #expect(preferences.uiLanguage() == "ja")
  }
}
