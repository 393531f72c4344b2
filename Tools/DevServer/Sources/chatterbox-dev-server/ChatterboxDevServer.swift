import ArgumentParser

/// Entry point: `chatterbox-dev-server serve|admin ...`.
@main
struct ChatterboxDevServer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chatterbox-dev-server",
    abstract: "Local reference backend for the Chatterbox speaking-practice app.",
    discussion: "Implements docs/api/openapi.yaml on one SQLite file. See Tools/DevServer/README.md.",
    subcommands: [ServeCommand.self, AdminCommand.self])
}
