import AuthFeature

/// `chatterbox logout` — signs out here and revokes the session on the server (best effort).
struct LogoutCommand: Command {
  let name = "logout"
  let usage = "chatterbox logout"

  /// What `logout` uses, and nothing more.
  struct Environment: Sendable {
    var account: AccountClient
    var auth: AuthUseCases

    static func live(_ app: AppDependencies) -> Self { Self(account: .live(app), auth: app.auth) }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `environment`.
  func run(_ context: CommandContext, _ environment: @autoclosure () throws -> Environment) async throws -> ExitCode {
    let environment = try environment()
    // Restoring registers the caches sign-out clears, so none outlives this account.
    let wasSignedIn = await environment.account.restore()
    await environment.auth.signOut()
    context.console.out(
      wasSignedIn ? context.strings.string("cli.signed_out") : context.strings.string("cli.not_signed_in"))
    return .success
  }
}
