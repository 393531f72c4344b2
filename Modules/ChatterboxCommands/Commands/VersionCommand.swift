import ChatterboxComposition
import ChatterboxPresentation
import TerminalUI

/// `chatterbox version [--json]`.
struct VersionCommand: Command {
  let name = "version"
  let usage = "chatterbox version [--json]"
  var options: [OptionSpec] { [.json] }

  /// No request of its own: it prints the build's version.
  func networkDeadline(_ context: CommandContext) throws -> Duration? { nil }

  func run(_ context: CommandContext) async throws -> ExitCode {
    if context.arguments.flag("json") {
      context.console.out(#"{"name":"chatterbox","version":"\#(AppVersion.current)"}"#)
    } else {
      context.console.out("chatterbox \(AppVersion.current)")
    }
    return .success
  }
}
