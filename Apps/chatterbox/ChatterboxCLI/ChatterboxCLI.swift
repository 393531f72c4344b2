import Observability

/// The `chatterbox` program: parses global options, dispatches to a subcommand, and turns errors
/// into one clear line and an exit code. `main.swift` only calls ``run(arguments:environment:console:)``.
///
/// ```swift
/// let code = await ChatterboxCLI.run(arguments: ["--version"], environment: [:], console: .standard)
/// ```
public enum ChatterboxCLI {
  /// Global options, accepted before the subcommand.
  static let globalOptions: [OptionSpec] = [
    OptionSpec("version", help: "Print the version and exit"),
    OptionSpec("api", value: "url", help: "API base URL (default: $CHATTERBOX_API_URL or the development server)"),
    OptionSpec("lang", value: "code", help: "UI language (default: $CHATTERBOX_LANG, else the system language)"),
  ] + InteractiveApp.options

  /// Every subcommand, in help order.
  static var commands: [any Command] {
    [
      LoginCommand(), OpenCommand(), WhoamiCommand(), LogoutCommand(), CuesCommand(), LanguagesCommand(), LanguageCommand(),
      PracticeCommand(), UploadsCommand(), HistoryCommand(), SettingsCommand(), RecordCommand(), NetlogCommand(), AnalyticsCommand(),
      DemoCommand(), VersionCommand(),
    ]
  }

  /// Runs the program and returns its exit code.
  ///
  /// ```swift
  /// exit(await ChatterboxCLI.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
  /// ```
  public static func run(
    arguments: [String], environment: [String: String], console: Console, logHandler: (any LogHandler)? = nil
  ) async -> ExitCode {
    let (globalArguments, rest) = splitGlobal(arguments)
    let global: ParsedArguments
    do {
      global = try ArgumentParser.parse(globalArguments, options: globalOptions)
    } catch {
      return usageFailure(error.message, hint: "chatterbox --help", console: console)
    }
    if global.flag("version") {
      console.out("chatterbox \(AppVersion.current)")
      return .success
    }
    guard let commandName = rest.first else {
      if global.flag("help") {
        console.out(rootHelp)
        return .success
      }
      // No command: the interactive app (full screen on a terminal, plain mode otherwise).
      return await InteractiveApp.launch(global: global, environment: environment, console: console, logHandler: logHandler)
    }
    if commandName == "help" {
      return help(for: rest.dropFirst().first, console: console)
    }
    guard let command = commands.first(where: { $0.name == commandName }) else {
      return usageFailure("unknown command '\(commandName)'", hint: "chatterbox --help", console: console)
    }
    return await run(
      command, arguments: Array(rest.dropFirst()), global: global, environment: environment, console: console,
      logHandler: logHandler)
  }

  static func run(
    _ command: any Command, arguments: [String], global: ParsedArguments, environment: [String: String], console: Console,
    logHandler: (any LogHandler)?
  ) async -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(arguments, options: command.options)
    } catch {
      return usageFailure(error.message, hint: "chatterbox \(command.name) --help", console: console)
    }
    if parsed.flag("help") {
      console.out(command.helpText)
      return .success
    }
    let context = CommandContext(
      arguments: parsed, console: console, environment: environment, globalOptions: global, logHandler: logHandler)
    let code = await execute(command, context: context)
    await context.runExitHooks()
    return code
  }

  static func execute(_ command: any Command, context: CommandContext) async -> ExitCode {
    let console = context.console
    do {
      return try await command.run(context)
    } catch let error as UsageError {
      return usageFailure(error.message, hint: "chatterbox \(command.name) --help", console: console)
    } catch let error as CLIError {
      console.error("chatterbox: \(error.message)")
      return error.exitCode
    } catch {
      console.error("chatterbox: \(ErrorDescriptions.localized(error, context.strings))")
      return ErrorDescriptions.exitCode(for: error)
    }
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

  static func usageFailure(_ message: String, hint: String, console: Console) -> ExitCode {
    console.error("chatterbox: \(message). See '\(hint)'.")
    return .usage
  }

  static func help(for name: String?, console: Console) -> ExitCode {
    guard let name else {
      console.out(rootHelp)
      return .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return usageFailure("unknown command '\(name)'", hint: "chatterbox --help", console: console)
    }
    console.out(command.helpText)
    return .success
  }

  static var rootHelp: String {
    let width = commands.map(\.name.count).max() ?? 0
    let list = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
    return """
      Chatterbox — speaking practice from your terminal.

      Usage:
        chatterbox [--api <url>] <command> [options]
        chatterbox [--api <url>] [--plain] [--theme light|dark]   (the interactive app)
        chatterbox --version
        chatterbox help <command>

      Commands:
      \(list.joined(separator: "\n"))

      Global options:
        --api <url>    API base URL (default: $CHATTERBOX_API_URL, else http://127.0.0.1:8080)
        --lang <code>  UI language (default: $CHATTERBOX_LANG, else the system language)
        --plain        Interactive app line by line, without escape codes (also when not on a terminal)
        --theme <t>    Interactive app colors: light, dark or auto (default: detect; NO_COLOR is honoured)
        --version      Print the version and exit
        -h, --help     Show this help

      Environment: CHATTERBOX_HOME (data folder), CHATTERBOX_LOG_LEVEL, CHATTERBOX_LOG_FORMAT=json.
      Run 'chatterbox <command> --help' for a command's options.
      """
  }
}
