import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Observability
import TerminalUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `chatterbox demo --api <dev server>` — walks a whole practice session against a dev server,
/// narrating each step and running the real commands: sign in by magic link (read from the dev
/// outbox), pick a cue, record (a generated or supplied WAV), upload, history, switch language.
/// `Tools/demo` starts the server and calls this.
struct DemoCommand: Command {
  let name = "demo"
  let usage = "chatterbox --api <dev-server-url> demo [--email <address>] [--audio <file.wav>] [--language <code>]"
  var options: [OptionSpec] {
    [
      OptionSpec("email", value: "address"),
      OptionSpec("audio", value: "file.wav"),
      OptionSpec("language", value: "code"),
    ]
  }
  let hasDiscussion = true

  /// No request of its own: each step it runs is a command with its own deadline.
  func networkDeadline(_ context: CommandContext) throws -> Duration? { nil }

  func run(_ context: CommandContext) async throws -> ExitCode {
    guard let api = context.globalOptions.value("api") ?? context.environment["CHATTERBOX_API_URL"] else {
      throw UsageError(context.strings.string("cli.usage.demo_needs_api"))
    }
    let email = context.arguments.value("email") ?? "demo-\(UUID().uuidString.prefix(6).lowercased())@example.com"
    let first = context.arguments.value("language") ?? "es"
    let second = first == "fr" ? "es" : "fr"
    let step = DemoSteps(api: api, context: context)

    step.narrate("cli.demo.step.sign_in")
    try await step.run(["login", "--email", email])
    let link = try await step.outboxLink(for: email)
    step.narrate("cli.demo.step.open_link")
    try await step.run(["open", link])
    try await step.run(["whoami"])

    step.narrate("cli.demo.step.choose")
    try await step.run(["languages"])
    try await step.run(["language", "set", first])
    let cues = try await step.cueIDs(count: 5)
    try await step.run(["cues", "--count", "5"])
    guard let cue = cues.first else { throw CLIError(context.strings.string("cli.error.demo.no_cues")) }

    step.narrate("cli.demo.step.practise", .string(cue))
    let generated = context.arguments.value("audio") == nil ? try step.generatedAnswer() : nil
    defer { if let generated { try? FileManager.default.removeItem(at: generated) } }
    let audio = context.arguments.value("audio") ?? generated?.path ?? ""
    try await step.run(["practice", cue, "--audio", audio, "--yes"])
    try await step.run(["uploads"])

    step.narrate("cli.demo.step.history")
    try await step.run(["history"])
    try await step.run(["progress"])

    step.narrate("cli.demo.step.switch_language")
    try await step.run(["language", "set", second])
    try await step.run(["cues", "--count", "3"])

    step.narrate("cli.demo.step.sign_out")
    try await step.run(["logout"])
    step.narrate("cli.demo.step.done", .string(api))
    return .success
  }
}

/// Runs real commands for the demo with the same console, environment and API.
struct DemoSteps {
  let api: String
  let context: CommandContext

  /// Prints one narration line (`cli.demo.step.*`) in the UI language.
  func narrate(_ key: String, _ arguments: LocalizationArgument...) {
    context.console.out("\n▸ " + context.strings.string(key, arguments: arguments))
  }

  func run(_ arguments: [String]) async throws {
    context.console.out("$ chatterbox \(arguments.map(Self.displayed).joined(separator: " "))")
    let code = await ChatterboxCLI.run(
      arguments: ["--api", api] + arguments, environment: context.environment, console: context.console,
      logHandler: context.logHandler)
    guard code == .success else {
      throw CLIError(
        context.strings.string("cli.error.demo.step_failed", .string(arguments.first ?? "")), exitCode: code)
    }
  }

  /// Arguments as shown: links and addresses are abbreviated so the transcript never shows a token or a full email.
  static func displayed(_ argument: String) -> String {
    if argument.contains("token=") { return "'\(argument.prefix { $0 != "?" })?token=…'" }
    if argument.contains("@") { return argument.prefix(1) + "•••" + argument.drop { $0 != "@" } }
    return argument
  }

  func outboxLink(for email: String) async throws -> String {
    struct Outbox: Decodable {
      struct Message: Decodable { let link: String }
      let messages: [Message]
    }
    guard var components = URLComponents(string: api) else {
      throw CLIError(context.strings.string("cli.error.demo.invalid_api"))
    }
    components.path = "/dev/outbox"
    components.queryItems = [URLQueryItem(name: "email", value: email)]
    guard let url = components.url else { throw CLIError(context.strings.string("cli.error.demo.invalid_api")) }
    let data: Data
    do { (data, _) = try await URLSession.shared.data(from: url) } catch {
      throw CLIError(context.strings.string("cli.error.demo.outbox_unreadable"), exitCode: .unavailable)
    }
    guard let link = (try? JSONDecoder().decode(Outbox.self, from: data))?.messages.first?.link else {
      throw CLIError(context.strings.string("cli.error.demo.outbox_empty"), exitCode: .unavailable)
    }
    return link
  }

  func cueIDs(count: Int) async throws -> [String] {
    let capture = LockedValue("")
    let console = Console(out: { text in capture.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let code = await ChatterboxCLI.run(
      arguments: ["--api", api, "cues", "--count", String(count), "--json"], environment: context.environment,
      console: console,
      logHandler: context.logHandler)
    guard code == .success,
      let object = try? JSONSerialization.jsonObject(with: Data(capture.value.utf8)) as? [String: Any]
    else {
      throw CLIError(context.strings.string("cli.error.demo.no_cue_list"))
    }
    return (object["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  /// Three seconds of a synthetic voice (five vowels a second), for machines without a microphone.
  func generatedAnswer() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatterbox-demo-answer-\(UUID().uuidString).wav")
    do { _ = try WAVFile.write(ToneGenerator.spokenVowels(duration: .seconds(3)), to: url) } catch {
      throw CLIError(context.strings.string("cli.error.demo.cannot_write_answer", .string("\(type(of: error))")))
    }
    return url
  }
}
