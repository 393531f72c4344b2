import AuthFeature
import Localization
import NetworkLog
import ChatterboxAPI
import Networking

/// `chatterbox whoami [--json]` — the signed-in account, restoring the session silently.
struct WhoamiCommand: Command {
  let name = "whoami"
  let usage = "chatterbox whoami [--json]"
  var options: [OptionSpec] { [.json] }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    let app = try AppDependencies.live(context)
    try await app.requireSession()
    let me: Me
    do {
      me = try await app.accounts.me()
    } catch .unauthorized {
      throw CLIError.notSignedIn(context.strings)
    }
    var json: [String: Any] = [
      "signed_in": true, "account": ["id": me.account.id, "email": EmailAddress.mask(me.account.email), "flags": me.account.flags],
    ]
    if let profile = me.activeProfile {
      json["active_profile"] = ["id": profile.id, "language_code": profile.languageCode]
    }
    CommandOutput(context).emit(json: json) {
      var lines = [context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(me.account.email)))]
      lines.append(
        me.activeProfile.map { context.strings.string("cli.whoami.practising", .string(LanguageNaming(uiLanguage: app.uiLanguage).name(code: $0.languageCode))) }
          ?? context.strings.string("cli.whoami.no_language"))
      if !me.account.flags.isEmpty {
        lines.append(context.strings.string("cli.whoami.flags", .string(me.account.flags.joined(separator: ", "))))
      }
      return lines.joined(separator: "\n")
    }
    return .success
  }
}
