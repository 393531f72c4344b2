/// `chatterbox logout` — signs out here and revokes the session on the server (best effort).
struct LogoutCommand: Command {
  let name = "logout"
  let usage = "chatterbox logout"

  func run(_ context: CommandContext) async throws -> ExitCode {
    let app = try AppDependencies.live(context)
    await app.registerCacheCleaners()
    let wasSignedIn = await app.session.restore().isSignedIn
    await app.auth.signOut()
    context.console.out(
      wasSignedIn ? context.strings.string("cli.signed_out") : context.strings.string("cli.not_signed_in"))
    return .success
  }
}
