import ChatterboxComposition
import ChatterboxPresentation
import Localization
import TerminalUI

/// A `chatterbox` subcommand: its name, synopsis and options, and what it does. Its help words
/// live in the String Catalog, keyed by the name: `help.<name>.summary` (one line for the command
/// list), `help.<name>.discussion` (when ``hasDiscussion``) and `help.<name>.option.<option>`
/// for each of its own options — so `--help` speaks the UI language.
///
/// ```swift
/// struct Hello: Command {
///   let name = "hello"                 // help.hello.summary: "Say hello"
///   let usage = "chatterbox hello"
///   func run(_ context: CommandContext) async throws -> ExitCode { context.console.out("hi"); return .success }
/// }
/// ```
public protocol Command: Sendable {
  /// The word typed after `chatterbox`.
  ///
  /// ```swift
  /// LoginCommand().name // "login"
  /// ```
  var name: String { get }
  /// The synopsis lines shown first in `--help`: literal command syntax, not translated.
  ///
  /// ```swift
  /// let usage = "chatterbox cues [--shuffle] [--count N] [--json]"
  /// ```
  var usage: String { get }
  /// Options beyond `--help`.
  ///
  /// ```swift
  /// var options: [OptionSpec] { [OptionSpec("count", value: "N"), .json] }
  /// ```
  var options: [OptionSpec] { get }
  /// Whether the help has extra paragraphs (examples, exit codes) under `help.<name>.discussion`.
  ///
  /// ```swift
  /// let hasDiscussion = true
  /// ```
  var hasDiscussion: Bool { get }
  /// Runs the command. Throw ``UsageError`` for bad arguments and ``CLIError`` for failures.
  ///
  /// ```swift
  /// let code = try await command.run(context)
  /// ```
  func run(_ context: CommandContext) async throws -> ExitCode
  /// The overall deadline on the command's network work (issue 25), or `nil` for a command that
  /// makes no request of its own. Throw ``UsageError`` for a bad `--timeout`.
  ///
  /// ```swift
  /// func networkDeadline(_ context: CommandContext) throws -> Duration? { .seconds(timeout) }
  /// ```
  func networkDeadline(_ context: CommandContext) throws -> Duration?
}

extension Command {
  /// No options beyond `--help`.
  ///
  /// ```swift
  /// LogoutCommand().options // []
  /// ```
  public var options: [OptionSpec] { [] }

  /// No discussion paragraphs.
  ///
  /// ```swift
  /// VersionCommand().hasDiscussion // false
  /// ```
  public var hasDiscussion: Bool { false }

  /// ``CommandDeadline/standard``, or `CHATTERBOX_COMMAND_TIMEOUT` seconds when set.
  ///
  /// ```swift
  /// try LoginCommand().networkDeadline(context) // .seconds(30)
  /// ```
  public func networkDeadline(_ context: CommandContext) throws -> Duration? {
    try CommandDeadline.standard(context)
  }

  /// The catalog key of the one-line summary.
  ///
  /// ```swift
  /// LoginCommand().summaryKey // "help.login.summary"
  /// ```
  public var summaryKey: String { "help.\(name).summary" }

  /// The catalog key of the discussion, if the command has one.
  ///
  /// ```swift
  /// LoginCommand().discussionKey // "help.login.discussion"
  /// ```
  public var discussionKey: String? { hasDiscussion ? "help.\(name).discussion" : nil }

  /// Every catalog key the help reads (summary, discussion, each option including `--help`).
  ///
  /// ```swift
  /// LoginCommand().helpKeys // ["help.login.summary", "help.login.discussion", "help.login.option.email", …]
  /// ```
  public var helpKeys: [String] {
    [summaryKey] + (discussionKey.map { [$0] } ?? []) + (options + [.help]).map { $0.helpKey(in: name) }
  }

  /// The one-line summary in the UI language.
  ///
  /// ```swift
  /// LoginCommand().summary(strings) // "Inicia sesión con un enlace mágico (o el código de 6 dígitos del mismo correo)"
  /// ```
  public func summary(_ strings: Localizer) -> String {
    strings.string(summaryKey)
  }

  /// The full `--help` text in the UI language: summary, the synopsis (literal), the options with
  /// their help, and the discussion.
  ///
  /// ```swift
  /// console.out(command.helpText(strings: context.strings))
  /// ```
  public func helpText(strings: Localizer) -> String {
    var lines = [summary(strings), "", strings.string("help.heading.usage")]
    lines += usage.split(separator: "\n").map { "  \($0)" }
    lines += ["", strings.string("help.heading.options")]
    let rendered = (options + [.help]).map { spec -> (String, String) in
      let short = spec.short.map { "-\($0), " } ?? "    "
      let value = spec.valueName.map { " <\($0)>" } ?? ""
      return ("\(short)--\(spec.name)\(value)", strings.string(spec.helpKey(in: name)))
    }
    let width = rendered.map(\.0.count).max() ?? 0
    lines += rendered.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }
    if let discussionKey { lines += ["", strings.string(discussionKey)] }
    return lines.joined(separator: "\n")
  }
}
