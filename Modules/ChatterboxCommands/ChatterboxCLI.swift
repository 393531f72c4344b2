import ChatterboxComposition
import ChatterboxPresentation
import Localization
import Observability
import Storage
import TerminalUI

/// The `chatterbox` program: parses global options, dispatches to a subcommand, and turns errors
/// into one clear line and an exit code. `main.swift` only calls ``run(arguments:environment:console:)``.
///
/// ```swift
/// let code = await ChatterboxCLI.run(arguments: ["--version"], environment: [:], console: .standard)
/// ```
public enum ChatterboxCLI {
  /// Global options, accepted before the subcommand (help: `help.global.option.<name>`).
  static let globalOptions: [OptionSpec] =
    [
      OptionSpec("version", helpKey: "help.global.option.version"),
      OptionSpec("api", value: "url", helpKey: "help.global.option.api"),
      OptionSpec("lang", value: "code", helpKey: "help.global.option.lang"), CertificateAuthorityFile.option,
      ProxyOption.option,
    ] + InteractiveApp.options

  /// Every subcommand, in help order.
  static var commands: [any Command] {
    [
      LoginCommand(), OpenCommand(), WhoamiCommand(), LogoutCommand(), CuesCommand(), LanguagesCommand(),
      LanguageCommand(),
      PracticeCommand(), ListenCommand(), UploadsCommand(), HistoryCommand(), ProgressCommand(), SettingsCommand(),
      RecordCommand(),
      AnalyzeCommand(),
      NetlogCommand(),
      AnalyticsCommand(),
      DemoCommand(), VersionCommand(),
    ]
  }

  /// Runs the program and returns its exit code. `isWholeProcess`: this process runs only this
  /// command (the `chatterbox` binary), so a command's deadline counts from the process's start,
  /// however long a loaded machine took to load it; in a longer-lived process it counts from the
  /// command's start.
  ///
  /// ```swift
  /// exit(await ChatterboxCLI.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
  /// ```
  public static func run(
    arguments: [String], environment: [String: String], console: Console, logHandler: (any LogHandler)? = nil,
    isWholeProcess: Bool = false
  ) async -> ExitCode {
    // Libraries discard their logs until the host installs a handler (ADR 0014): this is the host.
    LoggingSystem.bootstrap(
      logHandler ?? StderrLogHandler(configuration: AppDependencies.logConfiguration(environment)))
    let (globalArguments, rest) = splitGlobal(arguments)
    let global: ParsedArguments
    do {
      // Before `--lang` is known, errors follow the environment's language.
      let early = CLIStrings.localizer(global: ParsedArguments(), environment: environment)
      global = try ArgumentParser.parse(globalArguments, options: globalOptions, strings: early)
    } catch {
      let early = CLIStrings.localizer(global: ParsedArguments(), environment: environment)
      return usageFailure(error.message, hint: "chatterbox --help", strings: early, console: console)
    }
    let strings = CLIStrings.localizer(global: global, environment: environment)
    if let notice = CLIStrings.unshippedLanguageNotice(global: global, environment: environment) {
      console.error("chatterbox: \(notice)")
    }
    if global.flag("version") {
      console.out("chatterbox \(AppVersion.current)")
      return .success
    }
    guard let commandName = rest.first else {
      if global.flag("help") {
        console.out(rootHelp(strings: strings))
        return .success
      }
      if let refused = refuseUnusableSettings(global: global, environment: environment, console: console) {
        return refused
      }
      // No command: the interactive app (full screen on a terminal, plain mode otherwise).
      return await InteractiveApp.launch(
        global: global, environment: environment, console: console, logHandler: logHandler)
    }
    if commandName == "help" {
      return help(for: rest.dropFirst().first, strings: strings, console: console)
    }
    guard let command = commands.first(where: { $0.name == commandName }) else {
      return usageFailure(
        strings.string("cli.usage.unknown_command", .string(commandName)), hint: "chatterbox --help", strings: strings,
        console: console)
    }
    return await run(
      command, arguments: Array(rest.dropFirst()), global: global, environment: environment, console: console,
      logHandler: logHandler, isWholeProcess: isWholeProcess)
  }

  static func run(
    _ command: any Command, arguments: [String], global: ParsedArguments, environment: [String: String],
    console: Console,
    logHandler: (any LogHandler)?, isWholeProcess: Bool = false
  ) async -> ExitCode {
    let strings = CLIStrings.localizer(global: global, environment: environment)
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(arguments, options: command.options, strings: strings)
    } catch {
      return usageFailure(error.message, hint: "chatterbox \(command.name) --help", strings: strings, console: console)
    }
    if parsed.flag("help") {
      console.out(command.helpText(strings: strings))
      return .success
    }
    var context = CommandContext(
      arguments: parsed, console: console, environment: environment, globalOptions: global, logHandler: logHandler)
    if isWholeProcess { context.deadline = CommandDeadline(processRunsOnlyThisCommand: true) }
    let code = await execute(command, context: context)
    await context.runExitHooks()
    return code
  }

  static func execute(_ command: any Command, context: CommandContext) async -> ExitCode {
    let console = context.console
    let failure: (message: String, code: ExitCode, kind: String)
    do {
      // Before anything talks to a server: a named CA file that cannot serve is a usage error now,
      // not an https failure later (under --json too, as JSON).
      _ = try CertificateAuthorityFile.validated(
        global: context.globalOptions, environment: context.environment, strings: context.strings)
      _ = try ProxyOption.validated(
        global: context.globalOptions, environment: context.environment, strings: context.strings)
      // Under its overall deadline (issue 25): ends within a second of it, whatever the server does.
      return try await CommandDeadline.run(command, context)
    } catch let error as UsageError {
      guard context.arguments.flag("json") else {
        return usageFailure(
          error.message, hint: "chatterbox \(command.name) --help", strings: context.strings, console: console)
      }
      failure = (error.message, .usage, "usage")
    } catch let error as CLIError {
      failure = (
        error.isUnreachable ? unreachable(context) ?? error.message : error.message, error.exitCode,
        error.kind ?? "failed"
      )
    } catch let error where CLIError.isStorageFailure(error) {
      // A folder that could not be written, in a sentence naming it (never the error's value).
      let words = CLIError.storage(
        error, dataFolder: AppDirectories.chatterbox(environment: context.environment).dataDirectory, context.strings)
      failure = (words.message, words.exitCode, words.kind ?? "failed")
    } catch {
      let text = CLIError.isUnreachable(error) ? unreachable(context) : nil
      failure = (text ?? FailureMessages.text(forError: error, context.strings), .forError(error), "failed")
    }
    if context.arguments.flag("json") {
      // Under --json a failure is data too: one object on stdout, the exit code as usual.
      console.out(
        CommandOutput.encode([
          "error": ["code": failure.kind, "message": failure.message, "exit_code": Int(failure.code.rawValue)]
        ]))
    } else {
      console.error("chatterbox: \(failure.message)")
    }
    return failure.code
  }

  /// "Can't reach the server at <url>…" for the server this command talks to (`--api`,
  /// `CHATTERBOX_API_URL`, the environment's default): a newcomer sees which address failed and how
  /// to choose another. `nil` when the server cannot be named.
  static func unreachable(_ context: CommandContext) -> String? {
    guard let server = try? AppDependencies.resolveEnvironment(context).api.baseURL else { return nil }
    return CLIError.unreachable(at: server.absoluteString, context.strings)
  }

  /// Global options are those before the first word that is not an option (or its value).
  static func splitGlobal(_ arguments: [String]) -> ([String], [String]) {
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "--" {
      let name = String(arguments[index].drop { $0 == "-" }.prefix { $0 != "=" })
      let takesValue = globalOptions.first { $0.name == name }?.takesValue ?? false
      index += takesValue && !arguments[index].contains("=") ? 2 : 1
    }
    return (Array(arguments.prefix(index)), Array(arguments.dropFirst(min(index, arguments.count))))
  }

  /// The usage failure for a `--ca-file` / `CHATTERBOX_CA_FILE` that names no usable PEM file, or a
  /// `--proxy` / `CHATTERBOX_PROXY` that is neither `none` nor a proxy's address (exit 64), or `nil`
  /// when both are unset or usable.
  static func refuseUnusableSettings(
    global: ParsedArguments, environment: [String: String], console: Console
  ) -> ExitCode? {
    let strings = CLIStrings.localizer(global: global, environment: environment)
    do {
      _ = try CertificateAuthorityFile.validated(global: global, environment: environment, strings: strings)
      _ = try ProxyOption.validated(global: global, environment: environment, strings: strings)
      return nil
    } catch {
      return usageFailure(error.message, hint: "chatterbox --help", strings: strings, console: console)
    }
  }

  /// "chatterbox: <message>. See 'chatterbox login --help'." on stderr; exit code 64.
  static func usageFailure(_ message: String, hint: String, strings: Localizer, console: Console) -> ExitCode {
    console.error("chatterbox: " + strings.string("cli.usage.see_help", .string(message), .string(hint)))
    return .usage
  }

  static func help(for name: String?, strings: Localizer, console: Console) -> ExitCode {
    guard let name else {
      console.out(rootHelp(strings: strings))
      return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return usageFailure(
        strings.string("cli.usage.unknown_command", .string(name)), hint: "chatterbox --help", strings: strings,
        console: console)
    }
    console.out(command.helpText(strings: strings))
    return .success
  }

  /// The global options as `chatterbox --help` lists them: the left column as shown, and the
  /// catalog key of the help line.
  static let globalOptionRows: [(option: String, key: String)] = [
    ("--api <url>", "help.global.option.api"), ("--ca-file <path>", "help.global.option.ca_file"),
    ("--lang <code>", "help.global.option.lang"),
    ("--plain", "help.global.option.plain"), ("--proxy <url>", "help.global.option.proxy"),
    ("--theme <t>", "help.global.option.theme"),
    ("--version", "help.global.option.version"), ("-h, --help", "help.global.option.help"),
  ]

  /// Every catalog key `chatterbox --help` reads (the commands' summaries included).
  static var rootHelpKeys: [String] {
    [
      "help.root.title", "help.root.interactive_app", "help.root.environment", "help.root.more", "help.heading.usage",
      "help.heading.commands", "help.heading.global_options",
    ] + globalOptionRows.map(\.key) + commands.map(\.summaryKey)
  }

  /// `chatterbox --help` in the UI language: the synopsis stays literal, the words are the
  /// catalog's.
  static func rootHelp(strings: Localizer) -> String {
    func column(_ rows: [(String, String)]) -> [String] {
      let width = rows.map(\.0.count).max() ?? 0
      return rows.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }
    }
    var lines = [strings.string("help.root.title"), "", strings.string("help.heading.usage")]
    lines += [
      "  chatterbox [--api <url>] <command> [options]",
      "  chatterbox [--api <url>] [--plain] [--theme light|dark]   " + strings.string("help.root.interactive_app"),
      "  chatterbox --version",
      "  chatterbox help <command>",
    ]
    lines += ["", strings.string("help.heading.commands")]
    lines += column(commands.map { ($0.name, $0.summary(strings)) })
    lines += ["", strings.string("help.heading.global_options")]
    lines += column(globalOptionRows.map { ($0.option, strings.string($0.key)) })
    lines += ["", strings.string("help.root.environment"), strings.string("help.root.more")]
    return lines.joined(separator: "\n")
  }
}
