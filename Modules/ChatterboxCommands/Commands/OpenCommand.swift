import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import DeepLink
import Localization
import Session
import TerminalUI

/// `chatterbox open <url>` — hands a URL to the deep-link router, as the OS hands over a
/// universal link when the user taps it; with `--interactive`, starts the interactive app with it,
/// as a tap starts a phone app cold.
struct OpenCommand: Command {
  let name = "open"
  let usage = "chatterbox open <url> [--json]\nchatterbox [--plain] open <url> --interactive"
  var options: [OptionSpec] { [.json, OptionSpec("interactive")] }
  let hasDiscussion = true

  /// The standard deadline; none for `--interactive`, which is the interactive app (it never ends
  /// by itself, and never freezes on a request either).
  func networkDeadline(_ context: CommandContext) throws -> Duration? {
    context.arguments.flag("interactive") ? nil : try CommandDeadline.standard(context)
  }

  /// What `open` uses, and nothing more.
  struct Dependencies: Sendable {
    var deepLinks: AppLinkParser
    var auth: AuthUseCases
    var account: AccountClient
    var practice: any PracticeRepository
    var cueCache: CueCache
    /// Whether the next launch will be signed in with the session this sign-in made: the store may
    /// refuse the write (a read-only folder, a secure folder open to others) while this process
    /// stays signed in.
    var sessionSaved: @Sendable () async -> Bool

    static func live(_ app: AppDependencies) -> Self {
      let probe = StoredSessionProbe.live(app)
      return Self(
        deepLinks: app.deepLinks, auth: app.auth, account: .live(app), practice: app.practice, cueCache: app.cueCache,
        sessionSaved: { await probe.holds(app.session) })
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, .live(AppDependencies.live(context)))
  }

  /// Runs against `dependencies`, built only after the arguments are checked.
  func run(_ context: CommandContext, _ dependencies: @autoclosure () throws -> Dependencies) async throws -> ExitCode {
    guard let link = context.arguments.positionals.first else {
      throw UsageError(context.strings.string("cli.usage.missing_url"))
    }
    guard context.arguments.positionals.count == 1 else {
      throw UsageError(context.strings.string("cli.usage.one_url"))
    }
    if context.arguments.flag("interactive") { return try await InteractiveApp.open(link, context: context) }
    let dependencies = try dependencies()
    let output = CommandOutput(context)
    switch dependencies.deepLinks.parse(link) {
    case .failure(let rejection):
      if let other = Self.otherLocalServer(link, rejection, context) {
        // A dev server on another port (one restarted with --port 0): say which, and how to open it there.
        throw CLIError(
          context.strings.string("cli.open.other_server", .string(other.link), .string(other.ours)),
          exitCode: .dataError, kind: "other_server")
      }
      throw CLIError(context.strings.string(rejection.messageKey), exitCode: .dataError)
    case .success(.magicLink(let token)):
      let (auth, strings) = (dependencies.auth, context.strings)
      let account = try await SlowServerCopy.sayingWhenSlow(context) {
        try await signIn(strings) { () throws(SignInFailure) in try await auth.signIn(magicToken: token) }
      }
      guard await dependencies.sessionSaved() else {
        throw CLIError(
          context.strings.string("cli.open.session_not_saved", .string(EmailAddress.mask(account.email))),
          exitCode: .ioError, kind: "session_not_saved")
      }
      await dependencies.account.saveSnapshotAfterSignIn()
      output.emit(json: ["route": "magic_link", "signed_in": true, "email": EmailAddress.mask(account.email)]) {
        context.strings.string("cli.signed_in_as", .string(EmailAddress.mask(account.email)))
      }
    case .success(.cue(let id)):
      // Only promise "practise it" for a cue that exists for a learner who can practise it.
      let cue: Cue
      do {
        let (profile, _) = try await dependencies.account.requireProfile(false)
        cue = try await CueLookup.require(
          id, profile: profile, cache: dependencies.cueCache, repository: dependencies.practice, context.strings)
      } catch let error as CLIError where error.isNotSignedIn {
        throw CLIError(
          context.strings.string("cli.open.cue_signed_out", .string(id)), exitCode: .failure, kind: "not_signed_in")
      }
      output.emit(json: ["route": "cue", "cue_id": id, "title": cue.title]) {
        context.strings.string("cli.open.cue", .string(id))
      }
    }
    return .success
  }
}
