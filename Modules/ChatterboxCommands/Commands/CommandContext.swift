import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import Observability
import TerminalUI

/// What a running command gets: its parsed arguments, the console and the process environment.
///
/// ```swift
/// func run(_ context: CommandContext) async throws -> ExitCode {
///   if context.arguments.flag("json") { ... }
/// }
/// ```
public struct CommandContext: Sendable {
  /// This command's parsed arguments.
  public let arguments: ParsedArguments
  /// Output.
  public let console: Console
  /// The process environment (injected so tests are hermetic).
  public let environment: [String: String]
  /// Options given before the subcommand (`--api`, `--lang`).
  public let globalOptions: ParsedArguments
  /// Where logs go; `nil` means stderr configured from the environment. Tests pass an
  /// in-memory handler to assert what was (and was not) logged.
  public let logHandler: (any LogHandler)?
  /// User-facing text in the UI language.
  public let strings: Localizer
  /// Work to finish before the process exits (flush analytics, the network log). Run by
  /// ``ChatterboxCLI`` after the command returns, whatever its outcome.
  let exitHooks = LockedValue<[@Sendable () async -> Void]>([])
  /// The command's overall deadline on its network work (started by ``CommandDeadline/run(_:_:)``); a test
  /// replaces it with one on a test clock.
  var deadline = CommandDeadline()

  /// Creates a context.
  ///
  /// ```swift
  /// CommandContext(arguments: parsed, console: console, environment: [:], globalOptions: .init())
  /// ```
  public init(
    arguments: ParsedArguments, console: Console, environment: [String: String], globalOptions: ParsedArguments,
    logHandler: (any LogHandler)? = nil
  ) {
    self.arguments = arguments
    self.console = console
    self.environment = environment
    self.globalOptions = globalOptions
    self.logHandler = logHandler
    self.strings = CLIStrings.localizer(global: globalOptions, environment: environment)
  }

  /// Registers work to run after the command, before exit.
  package func onExit(_ hook: @escaping @Sendable () async -> Void) {
    exitHooks.withLock { $0.append(hook) }
  }

  /// Runs the exit work in order, for at most ``CommandDeadline/exitBudget``: a hook still waiting
  /// on a slow server then is left behind (what it would save is saved again next time).
  func runExitHooks() async {
    let hooks = exitHooks.withLock { hooks in
      defer { hooks = [] }
      return hooks
    }
    let work = Task<Void, any Error> { for hook in hooks { await hook() } }
    _ = try? await SavedCopyRace.first(of: work, within: deadline.exitBudget, time: deadline.time)
  }
}

extension CommandContext {
  /// Refuses words the command does not take, instead of ignoring them silently.
  ///
  /// ```swift
  /// try context.requireNoPositionals() // `chatterbox whoami extra` → usage error
  /// ```
  func requireNoPositionals() throws {
    if let extra = arguments.positionals.first {
      throw UsageError(strings.string("cli.usage.unexpected_argument", .string(extra)))
    }
  }
}

extension CommandContext: LaunchContext {
  /// `--api <url>`.
  package var apiOverride: String? { globalOptions.value("api") }
  /// The CA file `--ca-file` or `CHATTERBOX_CA_FILE` names (checked before the command ran).
  package var certificateAuthority: URL? {
    CertificateAuthorityFile.url(global: globalOptions, environment: environment)
  }
  /// The proxy `--proxy` or `CHATTERBOX_PROXY` names, `.none` for `none`, else the conventional
  /// variables (checked before the command ran).
  package var proxy: ProxySetting { ProxyOption.setting(global: globalOptions, environment: environment) }
  /// Whether ``CommandDeadline`` cut the command short.
  package var wasCutShort: Bool { deadline.wasCutShort }
}
