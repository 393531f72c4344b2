import AuthFeature
import ChatterboxComposition
import ChatterboxPresentation
import Localization
import Session
import TerminalUI

/// `chatterbox login --email <address> [--code <6 digits>] [--json]`.
struct LoginCommand: Command {
  let name = "login"
  let usage = """
    chatterbox login --email <address>
    chatterbox login --email <address> --code <6 digits>
    """
  var options: [OptionSpec] {
    [
      OptionSpec("email", short: "e", value: "address"),
      OptionSpec("code", value: "digits"),
      .json,
    ]
  }
  let hasDiscussion = true

  /// What `login` uses, and nothing more.
  struct Dependencies: Sendable {
    var auth: AuthUseCases
    var account: AccountClient
    /// Whether the next launch will be signed in with the session a code sign-in made (as `open`'s).
    var sessionSaved: @Sendable () async -> Bool

    static func live(_ app: AppDependencies) -> Self {
      let probe = StoredSessionProbe.live(app)
      return Self(auth: app.auth, account: .live(app), sessionSaved: { await probe.holds(app.session) })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    guard let email = context.arguments.value("email") else {
      throw UsageError(context.strings.string("cli.usage.missing_email"))
    }
    let dependencies = try dependencies()
    let auth = dependencies.auth
    let output = CommandOutput(context)
    if let code = context.arguments.value("code") {
      let strings = context.strings
      let account = try await SlowServerCopy.sayingWhenSlow(context) {
        try await signIn(strings) { () throws(SignInFailure) in try await auth.signIn(email: email, code: code) }
      }
      guard await dependencies.sessionSaved() else {
        throw CLIError(
          context.strings.string("cli.open.session_not_saved", .string(EmailAddress.mask(account.email))),
          exitCode: .ioError, kind: "session_not_saved")
      }
      await dependencies.account.saveSnapshotAfterSignIn()
      output.emit(json: ["signed_in": true, "email": EmailAddress.mask(account.email)]) {
        context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(account.email)))
      }
      return .success
    }
    let strings = context.strings
    let (address, receipt) = try await SlowServerCopy.sayingWhenSlow(context) {
      try await signIn(strings) { () throws(SignInFailure) in try await auth.requestLink(email: email) }
    }
    output.emit(json: ["sent": true, "email": address.masked, "cooldown_seconds": receipt.cooldownSeconds]) {
      [
        context.strings.string("cli.login.check_inbox", .string(address.masked)),
        context.strings.string("cli.login.next_steps"),
        context.strings.plural("cli.login.cooldown", count: receipt.cooldownSeconds),
      ].joined(separator: "\n")
    }
    return .success
  }
}

/// Runs a sign-in step and turns its failure into a CLI error with a clear message.
func signIn<T>(_ strings: Localizer, _ step: () async throws(SignInFailure) -> T) async throws -> T {
  do {
    return try await step()
  } catch {
    throw CLIError(failure: error, strings)
  }
}
