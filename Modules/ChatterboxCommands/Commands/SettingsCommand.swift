import Analytics
import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import DeveloperToolsFeature
import FeatureGates
import Foundation
import Localization
import SettingsFeature
import Storage
import TerminalUI

/// `chatterbox settings [--json]` — account, practice and UI languages, analytics, the on-device
/// preview, developer tools; `chatterbox settings preview on|off` switches the preview (device-wide,
/// no session or network needed).
struct SettingsCommand: Command {
  let name = "settings"
  let usage = "chatterbox settings [preview on|off] [--json]"
  var options: [OptionSpec] { [.json] }
  let hasDiscussion = true

  /// What `settings` uses, and nothing more.
  struct Dependencies: Sendable {
    var account: AccountClient
    var settings: @MainActor @Sendable () -> SettingsViewModel
    var consent: @Sendable () -> ConsentState
    var uiLanguage: String
    /// Whether the on-device preview is on (the device's settings file).
    var onDevicePreview: @Sendable () -> Bool
    /// Saves the on-device preview setting; throws when the settings file cannot be written.
    var setOnDevicePreview: @Sendable (Bool) throws -> Void

    static func live(_ app: AppDependencies) -> Self {
      let consent = app.consent
      let file = app.directories.settingsFile
      return Self(
        account: .live(app), settings: { app.settingsViewModel() }, consent: { consent.state },
        uiLanguage: app.uiLanguage, onDevicePreview: { AppPreferences.onDevicePreview(in: file) },
        setOnDevicePreview: { isOn in try AppPreferences.setOnDevicePreview(isOn, in: file) })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    if words.first == "preview" {
      guard words.count == 2, let isOn = ["on": true, "off": false][words[1]] else {
        throw UsageError(context.strings.string("cli.usage.settings"))
      }
      return try switchPreview(isOn, context, dependencies())
    }
    try context.requireNoPositionals()
    let dependencies = try dependencies()
    try await dependencies.account.requireSession()
    let snapshot = try await dependencies.account.snapshot()
    let standIn = snapshot.isOfflineCopy ? (snapshot.savedCopyReason ?? .unreachable) : nil
    let settings = await Self.load(dependencies.settings)
    let uiLanguage = dependencies.uiLanguage
    let consent = dependencies.consent()
    let developer = FeatureGate.developerTools.isOpen(
      for: AccountEntitlements(flags: snapshot.me.account.flags),
      config: RuntimeConfig(featureFlags: snapshot.config.featureFlags))
    let practice = settings.practiceLanguage
    let preview = dependencies.onDevicePreview()
    let uiName = Localization.LanguageNames.name(for: uiLanguage, in: uiLanguage)
    CommandOutput(context).emit(json: [
      "email": EmailAddress.mask(snapshot.me.account.email),
      "practice_language": practice.map {
        ["code": $0.code, "native_name": $0.nativeName, "localized_name": $0.localizedName]
      } ?? NSNull(),
      "ui_language": uiLanguage, "analytics_consent": consent.rawValue, "on_device_preview": preview,
      "developer_tools": developer,
      "offline": standIn != nil, "unreadable_answer": standIn == .unreadableAnswer,
      "answer_too_large": standIn == .answerTooLarge,
    ]) {
      ([context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(snapshot.me.account.email)))]
        + (standIn.map { [SavedCopyNotice.line(for: $0, context.strings)] } ?? []) + [
          "\(context.strings.string("cli.settings.practice_language")): \(practice.map { TerminalSafeText.line("\($0.nativeName) (\($0.localizedName))") } ?? "—")",
          "\(context.strings.string("cli.settings.ui_language")): \(uiName) (\(uiLanguage))",
          consent == .granted
            ? context.strings.string("analytics.consent.status_on")
            : context.strings.string("analytics.consent.status_off"),
          context.strings.string(preview ? "cli.settings.preview_on" : "cli.settings.preview_off"),
          context.strings.string(developer ? "cli.settings.developer_tools_on" : "cli.settings.developer_tools_off"),
        ]).joined(separator: "\n")
    }
    return standIn.map(SavedCopyNotice.exitCode(for:)) ?? .success
  }

  /// `settings preview on|off`: saves the setting (the next take reads it, in this process or a running app)
  /// and says what it now is. Device-local, so it needs no session and no network.
  func switchPreview(_ isOn: Bool, _ context: CommandContext, _ dependencies: Dependencies) throws -> ExitCode {
    do { try dependencies.setOnDevicePreview(isOn) } catch {
      throw CLIError.storage(
        error, dataFolder: AppDirectories.chatterbox(environment: context.environment).dataDirectory, context.strings)
    }
    CommandOutput(context).emit(json: ["on_device_preview": isOn]) {
      context.strings.string(isOn ? "cli.settings.preview_on" : "cli.settings.preview_off")
    }
    return .success
  }

  struct Loaded { let practiceLanguage: LanguageOption? }

  @MainActor
  static func load(_ makeSettings: @MainActor () -> SettingsViewModel) async -> Loaded {
    let model = makeSettings()
    await model.load()
    return Loaded(practiceLanguage: model.practiceLanguage)
  }
}
