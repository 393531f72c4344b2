/// A `chatterbox` subcommand: its name, help text and options, and what it does.
///
/// ```swift
/// struct Hello: Command {
///   let name = "hello"
///   let summary = "Say hello"
///   let usage = "chatterbox hello"
///   func run(_ context: CommandContext) async throws -> ExitCode { context.console.out("hi"); return .success }
/// }
/// ```
public protocol Command: Sendable {
  /// The word typed after `chatterbox`.
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// The synopsis lines shown first in `--help`.
  var usage: String { get }
  /// Options beyond `--help`.
  var options: [OptionSpec] { get }
  /// Extra help paragraphs (examples, exit codes).
  var discussion: String { get }
  /// Runs the command. Throw ``UsageError`` for bad arguments and ``CLIError`` for failures.
  func run(_ context: CommandContext) async throws -> ExitCode
}

extension Command {
  public var options: [OptionSpec] { [] }
  public var discussion: String { "" }

  /// The full `--help` text.
  ///
  /// ```swift
  /// console.out(command.helpText)
  /// ```
  public var helpText: String {
    var lines = ["\(summary)", "", "Usage:"]
    lines += usage.split(separator: "\n").map { "  \($0)" }
    let all = options + [.help]
    lines += ["", "Options:"]
    let rendered = all.map { spec -> (String, String) in
      let short = spec.short.map { "-\($0), " } ?? "    "
      let value = spec.valueName.map { " <\($0)>" } ?? ""
      return ("\(short)--\(spec.name)\(value)", spec.help)
    }
    let width = rendered.map(\.0.count).max() ?? 0
    lines += rendered.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n")
  }
}

/// A failure to report to the user: one clear line on stderr and an exit code. The message must
/// never contain a token or a full email address.
///
/// ```swift
/// throw CLIError("not signed in — run 'chatterbox login --email <address>'", exitCode: .failure)
/// ```
public struct CLIError: Error, Equatable, Sendable {
  /// The line printed after `chatterbox: `.
  public let message: String
  /// The process exit code.
  public let exitCode: ExitCode

  /// Creates the error.
  ///
  /// ```swift
  /// CLIError("the server is unreachable", exitCode: .unavailable)
  /// ```
  public init(_ message: String, exitCode: ExitCode = .failure) {
    self.message = message
    self.exitCode = exitCode
  }
}
