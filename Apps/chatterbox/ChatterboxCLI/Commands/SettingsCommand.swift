import AuthFeature
import ChatterboxAPI
import DeveloperToolsFeature
import FeatureGates
import Foundation
import Localization
import SettingsFeature

/// `chatterbox settings [--json]` — account, practice and UI languages, analytics, developer tools.
struct SettingsCommand: Command {
  let name = "settings"
  let usage = "chatterbox settings [--json]"
  var options: [OptionSpec] { [.json] }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    try context.requireNoPositionals()
    let app = try AppDependencies.live(context)
    try await app.requireSession()
    let snapshot = try await app.accountSnapshot()
    let settings = await Self.load(app: app)
    let developer = FeatureGate.developerTools.isOpen(
      for: AccountEntitlements(flags: snapshot.me.account.flags),
      config: RuntimeConfig(featureFlags: snapshot.config.featureFlags))
    let practice = settings.practiceLanguage
    let uiName = Localization.LanguageNames.name(for: app.uiLanguage, in: app.uiLanguage)
    CommandOutput(context).emit(json: [
      "email": EmailAddress.mask(snapshot.me.account.email),
      "practice_language": practice.map {
        ["code": $0.code, "native_name": $0.nativeName, "localized_name": $0.localizedName]
      } ?? NSNull(),
      "ui_language": app.uiLanguage, "analytics_consent": app.consent.state.rawValue, "developer_tools": developer,
    ]) {
      [
        context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(snapshot.me.account.email))),
        "\(context.strings.string("cli.settings.practice_language")): \(practice.map { "\($0.nativeName) (\($0.localizedName))" } ?? "—")",
        "\(context.strings.string("cli.settings.ui_language")): \(uiName) (\(app.uiLanguage))",
        app.consent.state == .granted
          ? context.strings.string("analytics.consent.status_on")
          : context.strings.string("analytics.consent.status_off"),
        context.strings.string(developer ? "cli.settings.developer_tools_on" : "cli.settings.developer_tools_off"),
      ].joined(separator: "\n")
    }
    return .success
  }

  struct Loaded { let practiceLanguage: LanguageOption? }

  @MainActor
  static func load(app: AppDependencies) async -> Loaded {
    let model = app.settingsViewModel()
    await model.load()
    return Loaded(practiceLanguage: model.practiceLanguage)
  }
}
