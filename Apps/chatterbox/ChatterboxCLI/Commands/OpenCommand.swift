import AuthFeature
import DeepLink

/// `chatterbox open <url>` — hands a URL to the deep-link router, as the OS hands over a
/// universal link when the user taps it.
struct OpenCommand: Command {
  let name = "open"
  let summary = "Open a Chatterbox link (a sign-in link or a cue link)"
  let usage = "chatterbox open <url> [--json]"
  var options: [OptionSpec] { [.json] }
  let discussion = """
    Accepted: https://<link host>/auth/magic?token=…, chatterbox://auth/magic?token=…, and cue links
    …/cues/<id>. Links from other hosts, plain http (except the local dev server), and malformed or
    oversized links are refused with the reason.
    """

  func run(_ context: CommandContext) async throws -> ExitCode {
    guard let link = context.arguments.positionals.first else { throw UsageError("missing <url>") }
    guard context.arguments.positionals.count == 1 else { throw UsageError("expected one <url>") }
    let app = try AppDependencies.live(context)
    let output = CommandOutput(context)
    switch app.deepLinks.parse(link) {
    case .failure(let rejection):
      throw CLIError(context.strings.string(rejection.messageKey), exitCode: .dataError)
    case .success(.magicLink(let token)):
      let account = try await signIn(context.strings) { () throws(SignInFailure) in try await app.auth.signIn(magicToken: token) }
      output.emit(json: ["route": "magic_link", "signed_in": true, "email": EmailAddress.mask(account.email)]) {
        context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(account.email)))
      }
    case .success(.cue(let id)):
      output.emit(json: ["route": "cue", "cue_id": id]) { "Cue \(id): practise it with 'chatterbox practice \(id)'." }
    }
    return .success
  }
}
