import AuthFeature
import Networking

/// `chatterbox logout` — signs out here and revokes the session on the server, and says which of
/// the two happened: "Signed out." only when the saved session is gone from this device and the
/// server confirmed.
struct LogoutCommand: Command {
  let name = "logout"
  let usage = "chatterbox logout"

  /// What a sign-out actually did, read back after it rather than assumed.
  struct Report: Sendable, Equatable {
    /// Whether the next launch finds no session on this server (the saved one was removed).
    var removedHere: Bool
    /// The server's answer to the revocation.
    var server: LogoutReceipt.Outcome
  }

  /// What `logout` uses, and nothing more.
  struct Environment: Sendable {
    /// Restores the stored session (registering the caches sign-out clears); whether one was found.
    var restore: @Sendable () async -> Bool
    /// Signs out and reports what it did.
    var signOut: @Sendable () async -> Report

    static func live(_ app: AppDependencies) -> Self {
      let account = AccountClient.live(app)
      let probe = StoredSessionProbe.live(app)
      return Self(
        restore: account.restore,
        signOut: {
          await app.auth.signOut()
          return Report(removedHere: await !probe.wouldBeSignedIn(), server: app.logoutReceipt.outcome)
        })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `environment`.
  func run(_ context: CommandContext, _ environment: @autoclosure () throws -> Environment) async throws -> ExitCode {
    let environment = try environment()
    // Restoring registers the caches sign-out clears, so none outlives this account.
    let wasSignedIn = await environment.restore()
    let report = await environment.signOut()
    let strings = context.strings
    switch (report.removedHere, report.server) {
    case (true, .confirmed):
      context.console.out(strings.string("cli.signed_out"))
    case (true, .notAsked):
      context.console.out(strings.string(wasSignedIn ? "cli.signed_out" : "cli.not_signed_in"))
    case (true, .failed(let error)):
      throw CLIError(
        strings.string("cli.logout.server_unconfirmed", .string(FailureMessages.text(for: error, strings))),
        exitCode: .forError(error), kind: "server_unconfirmed")
    case (false, .confirmed):
      throw CLIError(strings.string("cli.logout.not_removed_here"), exitCode: .ioError, kind: "not_removed")
    case (false, _):
      throw CLIError(strings.string("cli.logout.not_signed_out"), exitCode: .ioError, kind: "not_removed")
    }
    return .success
  }
}
