import AudioCapture
import Observability
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `chatterbox demo --api <dev server>` — walks a whole practice session against a dev server,
/// narrating each step and running the real commands: sign in by magic link (read from the dev
/// outbox), pick a cue, record (a generated or supplied WAV), upload, history, switch language.
/// `Tools/demo` starts the server and calls this.
struct DemoCommand: Command {
  let name = "demo"
  let summary = "Walk a whole practice session against a local dev server"
  let usage = "chatterbox --api <dev-server-url> demo [--email <address>] [--audio <file.wav>] [--language <code>]"
  var options: [OptionSpec] {
    [
      OptionSpec("email", value: "address", help: "The learner's address (default: a fresh demo address)"),
      OptionSpec("audio", value: "file.wav", help: "Your own answer instead of a generated one"),
      OptionSpec("language", value: "code", help: "First practice language (default es; then it switches to fr)"),
    ]
  }
  let discussion = "Needs a server started with --dev (it reads the dev outbox). 'Tools/demo' does everything in one command."

  func run(_ context: CommandContext) async throws -> ExitCode {
    guard let api = context.globalOptions.value("api") ?? context.environment["CHATTERBOX_API_URL"] else {
      throw UsageError("demo needs --api <dev-server-url> (or run 'Tools/demo', which starts one)")
    }
    let email = context.arguments.value("email") ?? "demo-\(UUID().uuidString.prefix(6).lowercased())@example.com"
    let first = context.arguments.value("language") ?? "es"
    let second = first == "fr" ? "es" : "fr"
    let step = DemoSteps(api: api, context: context)

    step.narrate("1. Sign in. Chatterbox emails a magic link; the dev server keeps it in its outbox.")
    try await step.run(["login", "--email", email])
    let link = try await step.outboxLink(for: email)
    step.narrate("The link arrived. Opening it, as the phone would when the learner taps it:")
    try await step.run(["open", link])
    try await step.run(["whoami"])

    step.narrate("2. Choose what to practise.")
    try await step.run(["languages"])
    try await step.run(["language", "set", first])
    let cues = try await step.cueIDs(count: 5)
    try await step.run(["cues", "--count", "5"])
    guard let cue = cues.first else { throw CLIError("the server returned no cues") }

    step.narrate("3. Practise cue \(cue): record an answer, then upload it through the persistent queue.")
    let generated = context.arguments.value("audio") == nil ? try step.generatedAnswer() : nil
    defer { if let generated { try? FileManager.default.removeItem(at: generated) } }
    let audio = context.arguments.value("audio") ?? generated?.path ?? ""
    try await step.run(["practice", cue, "--audio", audio, "--yes"])
    try await step.run(["uploads"])

    step.narrate("4. Review the history.")
    try await step.run(["history"])

    step.narrate("5. Switch the practice language: the cues follow.")
    try await step.run(["language", "set", second])
    try await step.run(["cues", "--count", "3"])

    step.narrate("6. Sign out (the server revokes the session).")
    try await step.run(["logout"])
    step.narrate("Done. Everything above ran against \(api) over real HTTP and a real SQLite file.")
    return .success
  }
}

/// Runs real commands for the demo with the same console, environment and API.
struct DemoSteps {
  let api: String
  let context: CommandContext

  func narrate(_ text: String) {
    context.console.out("\n▸ \(text)")
  }

  func run(_ arguments: [String]) async throws {
    context.console.out("$ chatterbox \(arguments.map(Self.displayed).joined(separator: " "))")
    let code = await ChatterboxCLI.run(
      arguments: ["--api", api] + arguments, environment: context.environment, console: context.console,
      logHandler: context.logHandler)
    guard code == .success else { throw CLIError("the demo stopped: 'chatterbox \(arguments.first ?? "")' failed", exitCode: code) }
  }

  /// Arguments as shown: links and addresses are abbreviated so the transcript never shows a token or a full email.
  static func displayed(_ argument: String) -> String {
    if argument.contains("token=") { return "'\(argument.prefix { $0 != "?" })?token=…'" }
    if argument.contains("@") { return argument.prefix(1) + "•••" + argument.drop { $0 != "@" } }
    return argument
  }

  func outboxLink(for email: String) async throws -> String {
    struct Outbox: Decodable { struct Message: Decodable { let link: String }; let messages: [Message] }
    guard var components = URLComponents(string: api) else { throw CLIError("invalid --api URL") }
    components.path = "/dev/outbox"
    components.queryItems = [URLQueryItem(name: "email", value: email)]
    guard let url = components.url else { throw CLIError("invalid --api URL") }
    let data: Data
    do { (data, _) = try await URLSession.shared.data(from: url) } catch {
      throw CLIError("cannot read the dev outbox — was the server started with --dev?", exitCode: .unavailable)
    }
    guard let link = (try? JSONDecoder().decode(Outbox.self, from: data))?.messages.first?.link else {
      throw CLIError("the dev outbox has no message — was the server started with --dev?", exitCode: .unavailable)
    }
    return link
  }

  func cueIDs(count: Int) async throws -> [String] {
    let capture = LockedValue("")
    let console = Console(out: { text in capture.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let code = await ChatterboxCLI.run(
      arguments: ["--api", api, "cues", "--count", String(count), "--json"], environment: context.environment, console: console,
      logHandler: context.logHandler)
    guard code == .success, let object = try? JSONSerialization.jsonObject(with: Data(capture.value.utf8)) as? [String: Any] else {
      throw CLIError("could not list cues")
    }
    return (object["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  /// Three seconds of a speech-like tone, for machines without a microphone.
  func generatedAnswer() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-demo-answer-\(UUID().uuidString).wav")
    do { _ = try WAVFile.write(ToneGenerator.speechLike(duration: .seconds(3)), to: url) } catch {
      throw CLIError("cannot write the demo answer: \(error)")
    }
    return url
  }
}
