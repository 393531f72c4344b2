import Analytics
import Localization

/// `chatterbox analytics consent on|off|status`.
struct AnalyticsCommand: Command {
  let name = "analytics"
  let usage = "chatterbox analytics consent on|off|status [--json]"
  var options: [OptionSpec] { [.json] }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    let words = context.arguments.positionals
    guard words.first == "consent", words.count == 2 else {
      throw UsageError(context.strings.string("cli.usage.analytics_consent"))
    }
    let app = try AppDependencies.live(context)
    let state: ConsentState
    switch words[1] {
    case "on": state = .granted
    case "off": state = .denied
    case "status": state = app.consent.state
    default: throw UsageError(context.strings.string("cli.usage.analytics_state"))
    }
    if words[1] != "status" {
      do { try app.consent.set(state) } catch {
        throw CLIError(context.strings.string("cli.error.cannot_save_setting", .string("\(error)")))
      }
      await app.analytics.updateConsent(state)
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
