import AppFeature
import AuthFeature
import ChatterboxComposition
import ChatterboxPresentation
import Networking
import Session
import TerminalUI

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
  struct Dependencies: Sendable {
    /// Restores the stored session (registering the caches sign-out clears); whether one was found.
    var restore: @Sendable () async -> Bool
    /// Signs out and reports what it did.
    var signOut: @Sendable () async -> Report
    /// Whether the next launch finds no session here: asked when the server is too slow for
    /// ``signOut`` to report within the command's deadline (the session is removed before asking).
    var removedHere: @Sendable () async -> Bool = { true }

    static func live(_ app: AppDependencies) -> Self {
      let account = AccountClient.live(app)
      let probe = StoredSessionProbe.live(app)
      return Self(
        restore: account.restore,
        signOut: {
          await app.auth.signOut()
          return Report(removedHere: await !probe.wouldBeSignedIn(), server: app.logoutReceipt.outcome)
        },
        removedHere: { await !probe.wouldBeSignedIn() })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    let dependencies = try dependencies()
    // Restoring registers the caches sign-out clears, so none outlives this account.
    // A slow server never keeps the session here: past half the deadline the restore (a token
    // refresh) is left behind and the sign-out goes on; past the deadline the revocation is, and
    // what happened is said in words (ADR 0020's "say what happened").
    // Nothing saved stands in for a sign-out: after the patience it says the server is slow (issue 35).
    let deadline = context.deadline
    let (wasSignedIn, signedOut) = try await SlowServerCopy.sayingWhenSlow(context) {
      let wasSignedIn = await Self.within(deadline.remaining.map { $0 / 2 }) { await dependencies.restore() } ?? true
      let signedOut = await Self.within(deadline.remaining.map { max(.zero, $0 - PracticeCommand.queueingMargin) }) {
        await dependencies.signOut()
      }
      return (wasSignedIn, signedOut)
    }
    let report =
      if let signedOut { signedOut } else {
        Report(removedHere: await dependencies.removedHere(), server: .failed(.timeout))
      }
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

  /// `body`'s value, or `nil` when `limit` passes first (`body` is then left running).
  static func within<T: Sendable>(_ limit: Duration?, _ body: @escaping @Sendable () async -> T) async -> T? {
    let work = Task<T, any Error> { await body() }
    return try? await SavedCopyRace.first(of: work, within: limit)?.get()
  }
}
