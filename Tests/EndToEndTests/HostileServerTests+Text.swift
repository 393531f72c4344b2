import AudioCapture
import CLITestSupport
import Foundation
import Observability
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Server text that tries to drive the terminal: escape sequences, C1 controls, NUL and a bidi
/// override in every text field a screen shows, written into the dev server's answers by the front.
extension HostileServerTests {
  /// OSC 0 (window title), ESC[2J (clear), OSC 8 (a disguised link), OSC 52 (clipboard),
  /// ESC[1A ESC[2K (rewrite the line above), U+202E (right-to-left override), U+009B (C1 CSI), NUL.
  static let hostileText =
    "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]8;;http://evil.test/\u{1B}\\click\u{1B}]8;;\u{1B}\\"
    + "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[1A\u{1B}[2K\u{202E}\u{9B}31m\u{0}"
  /// What the server controls and a screen shows (snake_case on the wire).
  static let shownFields: Set<String> = ["title", "body", "email", "english_name", "native_name"]
  /// Pieces of `hostileText` that must never reach a terminal from any output.
  static let forbidden: [(String, String)] = [
    ("OSC 0", "\u{1B}]0;pwned"), ("OSC 8", "\u{1B}]8;;http://evil"), ("OSC 52", "\u{1B}]52;"),
    ("ESC[1A", "\u{1B}[1A"), ("RLO", "\u{202E}"), ("C1 CSI", "\u{9B}"), ("NUL", "\u{0}"), ("BEL", "\u{07}"),
  ]

  /// Prefixes every shown string field of a JSON answer with `hostileText`.
  static func poison(_ body: Data) -> Data {
    guard let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else { return body }
    func walk(_ value: Any, key: String?) -> Any {
      switch value {
      case let object as [String: Any]:
        return Dictionary(uniqueKeysWithValues: object.map { ($0.key, walk($0.value, key: $0.key)) })
      case let array as [Any]:
        return array.map { walk($0, key: key) }
      case let text as String where key == "body":
        return hostileText + text
      case let text as String where key.map(shownFields.contains) == true:
        // A one-line field with a line break must not print a line that looks like the app's own.
        return hostileText + "\r\nFAKE-LINE " + text
      default:
        return value
      }
    }
    return (try? JSONSerialization.data(withJSONObject: walk(json, key: nil), options: [.fragmentsAllowed])) ?? body
  }

  /// Every answer after sign-in is poisoned.
  static func poisonEverything(_ stage: Stage) {
    stage.script.misbehave.withLock { rule in
      rule = { request in request.path.hasPrefix("/rpc/") ? .rewrite(poison) : nil }
    }
  }

  static func leaks(_ text: String) -> [String] {
    forbidden.filter { text.contains($0.1) }.map(\.0) + (text.contains("\u{1B}") ? ["ESC"] : [])
      + (text.split(separator: "\n").contains { $0.hasPrefix("FAKE-LINE") } ? ["a forged line"] : [])
  }

  @Test("No escape sequence, C1 control, NUL or bidi override from the server reaches a command's output")
  func commandsShowServerTextSafely() async throws {
    try await Self.withStage { stage in
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      Self.poisonEverything(stage)
      let runs: [[String]] = [
        ["cues"], ["cues", "--json"], ["whoami", "--refresh"], ["languages"],
        ["practice", "en-003", "--audio", input.path], ["history"], ["history", "--json"],
      ]
      var poisonedTitleSeen = false
      for arguments in runs {
        let result = await stage.cli.run(arguments)
        let leaked = Self.leaks(result.out + result.err)
        #expect(leaked.isEmpty, "\(arguments) printed \(leaked): \(result.out.debugDescription.prefix(300))")
        poisonedTitleSeen = poisonedTitleSeen || result.out.contains("pwned")
      }
      #expect(poisonedTitleSeen, "the poisoned text never reached an output: the test proves nothing")
      // --json keeps the value exact: the title decodes back to what the server sent.
      let json = await stage.cli.run(["cues", "--json"])
      let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
      let title = ((object?["items"] as? [[String: Any]])?.first?["title"] as? String) ?? ""
      #expect(title.hasPrefix(Self.hostileText), "\(title.debugDescription.prefix(200))")
    }
  }

  @Test("Plain mode shows server text without escape codes")
  func plainModeShowsServerTextSafely() async throws {
    try await Self.withStage { stage in
      Self.poisonEverything(stage)
      let out = LockedBuffer()
      let console = Console(out: out.append, error: out.append, isInteractive: false)
      let environment = [
        "CHATTERBOX_HOME": stage.cli.home.path, "HOME": stage.cli.home.path,
        "CHATTERBOX_API_URL": stage.front.baseURL.absoluteString,
      ]
      _ = await InteractiveApp.launch(
        global: ParsedArguments(), environment: environment, console: console, logHandler: stage.cli.logs,
        input: ScriptedLineSource(["1", .wait(0.5), "b"], endDelay: 0.5))
      #expect(out.text.contains("pwned"), "\(out.text.suffix(300))")
      let forged = out.text.split(separator: "\n").filter { $0.hasPrefix("FAKE-LINE") }
      #expect(
        Self.leaks(out.text).isEmpty, "\(Self.leaks(out.text)): \(forged) \(out.text.debugDescription.suffix(300))")
    }
  }

  @Test("The full-screen app shows server text without the server's escape codes (through a pseudo-terminal)")
  func fullScreenShowsServerTextSafely() async throws {
    guard let binary = cliBinary, FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    try await Self.withStage { stage in
      Self.poisonEverything(stage)
      let screen = try PseudoTerminalRun(
        binary: binary, arguments: [], home: stage.cli.home, api: stage.front.baseURL)
      // Quit once the poisoned cues are on screen, however long a loaded machine takes to draw them.
      _ = await screen.waitUntilDrawn("pwned")
      screen.type("q")
      let output = await screen.finish(within: 15)
      #expect(output.contains("pwned"), "\(output.debugDescription.suffix(400))")
      // The app's own escapes (alternate screen, colours, cursor) are expected; the server's are not.
      let leaked = Self.forbidden.filter { output.contains($0.1) }.map(\.0)
      #expect(leaked.isEmpty, "\(leaked): \(output.debugDescription.suffix(400))")
    }
  }

  @Test("An unreadable answer is said, not shown as offline or hidden")
  func unreadableAnswersAreSaid() async throws {
    try await Self.withStage { stage in
      _ = await stage.cli.run(["cues"])  // a saved copy to fall back on
      let garbage: [Data] = [
        Data([0xFF, 0xFE, 0x7B, 0x22]), Data(String(repeating: "[", count: 10_000).utf8),
        Data(#"{"items": [{"id""#.utf8),
      ]
      for body in garbage {
        stage.script.misbehave.withLock { rule in
          rule = { request in
            request.path == "/rpc/get_cues"
              ? .respond(status: 200, headers: ["content-type": "application/json"], body: body) : nil
          }
        }
        let result = await stage.cli.run(["cues"])
        #expect(result.code != .success, "\(result.out)")
        let said = result.out + result.err
        #expect(said.contains("could not be read"), "\(said)")
        #expect(!said.contains("offline"), "\(said)")
      }
    }
  }
}

extension HostileServerTests {
  @Test("The interactive app says an unreadable answer was unreadable, not offline")
  func interactiveAppSaysUnreadable() async throws {
    try await Self.withStage { stage in
      _ = await stage.cli.run(["cues"])  // a saved copy to fall back on
      stage.script.on(
        "/rpc/get_cues", .respond(status: 200, headers: ["content-type": "application/json"], body: Data([0xFF, 0x7B])))
      let out = LockedBuffer()
      let environment = [
        "CHATTERBOX_HOME": stage.cli.home.path, "HOME": stage.cli.home.path,
        "CHATTERBOX_API_URL": stage.front.baseURL.absoluteString,
      ]
      _ = await InteractiveApp.launch(
        global: ParsedArguments(), environment: environment,
        console: Console(out: out.append, error: out.append, isInteractive: false), logHandler: stage.cli.logs,
        input: ScriptedLineSource([], endDelay: 0.5))
      #expect(out.text.contains("could not be read"), "\(out.text.suffix(400))")
      #expect(!out.text.contains("offline"), "\(out.text.suffix(400))")
    }
  }
}

/// The real `chatterbox` binary on a pseudo-terminal (util-linux `script`), keys typed into it and
/// everything it drew captured.
struct PseudoTerminalRun {
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  let captured = LockedValue(Data())
  /// Ends when the output pipe has been read to its end.
  let drained: AsyncStream<Void>
  private let drainedContinuation: AsyncStream<Void>.Continuation

  init(binary: URL, arguments: [String], home: URL, api: URL) throws {
    let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
    process.environment = [
      "CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_API_URL": api.absoluteString,
      "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "30", "PATH": "/usr/bin:/bin",
    ]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    (drained, drainedContinuation) = AsyncStream<Void>.makeStream()
    let captured = self.captured
    let drainedContinuation = drainedContinuation
    // A blocking read on a thread of its own, not `readabilityHandler` (libdispatch's epoll bookkeeping
    // crashes under concurrent read-source teardown: swift-corelibs-libdispatch#949), with read(2), so a
    // drawn screen is seen as it is drawn, not at the exit (ADR 0073).
    let descriptor = output.fileHandleForReading.fileDescriptor
    Thread.detachNewThread {
      PipeReading.untilEnd(of: descriptor) { piece in captured.withLock { $0.append(contentsOf: piece) } }
      drainedContinuation.finish()
    }
    process.environment = ChildEnvironment.keepingClockShift(process.environment ?? [:])
    try process.run()
  }

  func type(_ keys: String) {
    input.fileHandleForWriting.write(Data(keys.utf8))
  }

  /// Waits until the app has drawn `text`; false when it exits first or `limit` passes.
  func waitUntilDrawn(_ text: String, within limit: Duration = .seconds(90)) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while process.isRunning, ContinuousClock.now < deadline {
      if String(decoding: captured.value, as: UTF8.self).contains(text) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return String(decoding: captured.value, as: UTF8.self).contains(text)
  }

  /// Waits for the exit (killing the app after `seconds`) and returns what it drew; the wait sleeps
  /// as a task, so it holds no thread of the cooperative pool.
  func finish(within seconds: TimeInterval) async -> String {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(100)) }
    if process.isRunning { process.terminate() }
    await process.exited()
    // What the app drew last may still be in the pipe; a child that kept it open ends the wait after 5 s.
    let drained = drained
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for await _ in drained {} }
      group.addTask { try? await Task.sleep(for: .seconds(5)) }
      await group.next()
      group.cancelAll()
    }
    return String(decoding: captured.value, as: UTF8.self)
  }
}
