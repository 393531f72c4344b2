import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import DesignTokens
import Foundation
import Observability
import Storage
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `chatterbox` without a subcommand: the full-screen app on a terminal, or plain mode
/// (numbered menus, one line at a time, no escape codes) for screen readers, pipes and `--plain`.
///
/// ```swift
/// guard let name = rest.first else { return await InteractiveApp.launch(global: global, environment: environment, console: console) }
/// ```
enum InteractiveApp {
  /// Global options this mode adds.
  static let options: [OptionSpec] = [
    OptionSpec("plain", helpKey: "help.global.option.plain"),
    OptionSpec("theme", value: "light|dark|auto", helpKey: "help.global.option.theme"),
  ]

  /// Builds the context, runs the app, then the exit work (flushing analytics and the network
  /// log) and prints what was held back.
  static func launch(
    global: ParsedArguments, environment: [String: String], console: Console, logHandler: (any LogHandler)? = nil,
    input: (any LineSource)? = nil, link: String? = nil
  ) async -> ExitCode {
    let theme = global.value("theme")
    if let theme, theme != "auto", TerminalBackground(argument: theme) == nil {
      let strings = CLIStrings.localizer(global: global, environment: environment)
      return ChatterboxCLI.usageFailure(
        strings.string("cli.usage.theme"), hint: "chatterbox --help", strings: strings, console: console)
    }
    let fullScreen =
      !global.flag("plain") && console.isInteractive && isatty(STDIN_FILENO) == 1 && input == nil
      && environment["TERM"] != "dumb"
    // Log lines would tear the full screen: they are held and printed once it is restored.
    let held = fullScreen && logHandler == nil ? HeldLogHandler(environment: environment) : nil
    let context = CommandContext(
      arguments: ParsedArguments(), console: console, environment: environment, globalOptions: global,
      logHandler: logHandler ?? held)
    let code = await run(context: context, fullScreen: fullScreen, input: input, link: link)
    await context.runExitHooks()
    held?.release()
    return code
  }

  /// Runs the app in the mode chosen by ``launch(global:environment:console:logHandler:input:link:)``,
  /// with `link` handed over before launch (a cold start).
  static func run(
    context: CommandContext, fullScreen: Bool, input: (any LineSource)? = nil, link: String? = nil
  ) async -> ExitCode {
    let app: AppDependencies
    do {
      app = try AppDependencies.live(context)
    } catch let error as CLIError {
      context.console.error("chatterbox: \(error.message)")
      return error.exitCode
    } catch {
      // Never the error's value: a folder that could not be written is named in a sentence.
      let words =
        CLIError.isStorageFailure(error)
        ? CLIError.storage(
          error, dataFolder: AppDirectories.chatterbox(environment: context.environment).dataDirectory, context.strings)
        : CLIError(FailureMessages.text(forError: error, context.strings))
      context.console.error("chatterbox: \(words.message)")
      return words.exitCode
    }
    let explicit = context.globalOptions.value("lang") != nil || context.environment["CHATTERBOX_LANG"] != nil
    let terminalApp = TerminalApp.live(
      app, explicitLanguage: explicit, playerCommand: context.environment["CHATTERBOX_PLAYER"],
      synthesizerCommand: context.environment["CHATTERBOX_TTS"])
    if fullScreen {
      let capabilities = TerminalCapabilities.detect(
        environment: context.environment, isTerminal: true,
        theme: context.globalOptions.value("theme").flatMap(TerminalBackground.init(argument:)))
      if let code = await FullScreenLoop.run(
        app: terminalApp, theme: TerminalTheme(capabilities: capabilities), console: context.console, link: link)
      {
        return code
      }
    }
    return await PlainMode.run(
      app: terminalApp, console: context.console, input: input ?? StandardLineSource(), link: link)
  }

  /// `chatterbox open <link> --interactive`: the app, started with the link waiting as a cold
  /// start hands it over (AppModel delivers it once launch has settled). A link the app would
  /// refuse is refused here, before anything starts, as `open` without the flag does.
  static func open(_ link: String, context: CommandContext) async throws -> ExitCode {
    let links = AppLinkParser(
      configuration: AppDependencies.deepLinkConfiguration(for: try AppDependencies.resolveEnvironment(context)))
    if case .failure(let rejection) = links.parse(link) {
      throw CLIError(context.strings.string(rejection.messageKey), exitCode: .dataError)
    }
    return await launch(
      global: context.globalOptions, environment: context.environment, console: context.console,
      logHandler: context.logHandler, link: link)
  }
}

/// Holds log records while the full screen is up, then writes them to stderr, so warnings are
/// neither lost nor drawn over the screen. Requests the app cancelled itself (quitting stops the
/// upload worker mid-request, on purpose) are not news and are left out.
final class HeldLogHandler: LogHandler, Sendable {
  let minimumLevel: LogLevel
  private let target: StderrLogHandler
  private let held = LockedValue<[LogRecord]?>([])

  init(environment: [String: String]) {
    let configuration = AppDependencies.logConfiguration(environment)
    target = StderrLogHandler(configuration: configuration)
    minimumLevel = target.minimumLevel
  }

  func handle(_ record: LogRecord) {
    if record.message.contains("error.network.cancelled") { return }
    let kept = held.withLock { records -> Bool in
      guard records != nil else { return false }
      records?.append(record)
      return true
    }
    if !kept { target.handle(record) }
  }

  /// Writes what was held and passes everything through from now on.
  func release() {
    let records = held.withLock { records in
      defer { records = nil }
      return records ?? []
    }
    for record in records { target.handle(record) }
  }
}
