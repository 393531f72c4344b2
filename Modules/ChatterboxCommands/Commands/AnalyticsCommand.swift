import Analytics
import ChatterboxComposition
import ChatterboxPresentation
import Localization
import Storage
import TerminalUI

/// `chatterbox analytics consent on|off|status`.
struct AnalyticsCommand: Command {
  let name = "analytics"
  let usage = "chatterbox analytics consent on|off|status [--json]"
  var options: [OptionSpec] { [.json] }
  let hasDiscussion = true

  /// What `analytics` uses, and nothing more.
  struct Dependencies: Sendable {
    /// The stored choice (device-wide).
    var consent: ConsentStore
    /// The running pipeline, told at once so nothing more is sent after "off".
    var analytics: AnalyticsClient

    static func live(_ app: AppDependencies) -> Self { Self(consent: app.consent, analytics: app.analytics) }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let words = context.arguments.positionals
    guard words.first == "consent", words.count == 2 else {
      throw UsageError(context.strings.string("cli.usage.analytics_consent"))
    }
    let dependencies = try dependencies()
    let state: ConsentState
    switch words[1] {
    case "on": state = .granted
    case "off": state = .denied
    case "status": state = dependencies.consent.state
    default: throw UsageError(context.strings.string("cli.usage.analytics_state"))
    }
    if words[1] != "status" {
      do { try dependencies.consent.set(state) } catch {
        throw CLIError.storage(
          error, dataFolder: AppDirectories.chatterbox(environment: context.environment).dataDirectory, context.strings)
      }
      await dependencies.analytics.updateConsent(state)
    }
    CommandOutput(context).emit(json: ["consent": state.rawValue]) {
      switch (words[1], state) {
      case ("on", _): context.strings.string("analytics.consent.on")
      case ("off", _): context.strings.string("analytics.consent.off")
      case (_, .granted): context.strings.string("analytics.consent.status_on")
      default: context.strings.string("analytics.consent.status_off")
      }
    }
    return .success
  }
}
