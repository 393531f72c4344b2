import CLITestSupport
import Foundation
import Observability
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// The interactive app over the real composition root and a dev server, in plain mode (the
/// full-screen mode is the same session behind a terminal; see the tmux notes in the report).
@Suite("Interactive app end to end", .enabled(if: devServerAvailable), .serialized)
struct InteractiveEndToEndTests {
  @Test func signInRecordAToneUploadAndFindItInHistory() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "tui-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      let out = LockedBuffer()
      let console = Console(out: out.append, error: out.append, isInteractive: false)
      let environment = [
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
      ]

      // Sign in by typing the code from the email; the practice language is chosen on first launch.
      let signIn = codeFromOutbox(server: server, email: email, then: ["2", "y", ""])
      #expect(
        await InteractiveApp.launch(
          global: ParsedArguments(), environment: environment, console: console, logHandler: cli.logs, input: signIn)
          == .success)
      #expect(out.text.contains("Check your email"))
      #expect(out.text.contains("Practise Español from now on?"))

      // Open the first cue, record a generated tone for a moment, stop with Enter, upload.
      // The wait starts when "2" is read, not when the recorder is running; the tone is made as it plays
      // (`ToneSource`), so the take starts at once. It used to be generated and written first: on CI's loaded
      // PostgreSQL step that cost over a second, and a 2 s wait recorded 0.8 s.
      // Then the input stays open until the server's evaluation is on screen, so the upload is not left
      // queued by the end of input (issue 28: practice → upload → the result). "Uploaded" and "Analysing…"
      // show only when the result takes longer than the upload's last step: on a quick server it comes first.
      let practise = linesThenUntil(["1", "2", .wait(2.0), "", "1"], out: out) { text in
        Self.serverFeedback(in: text) != nil
      }
      #expect(
        await InteractiveApp.launch(
          global: ParsedArguments(), environment: environment, console: console, logHandler: cli.logs, input: practise)
          == .success)
      // At least 1 s of the 2 s waited before Enter; more when a loaded machine is slow to deliver it.
      let recorded = out.text.firstMatch(of: /Recorded (\d+)\.(\d) s/).flatMap { Double("\($0.1).\($0.2)") }
      #expect(recorded.map { (1.0...30).contains($0) } == true, "\(out.text.suffix(400))")
      // The generated tone is measured like speech here (or found to hold none): the server's own line, not
      // the device's preview ("Preview, measured on this device: …").
      #expect(Self.serverFeedback(in: out.text) != nil, "\(out.text.suffix(600))")
      #expect(out.text.contains("How it went"), "\(out.text.suffix(600))")
      #expect(!out.text.contains("\u{1B}"))

      let history = await cli.run(["history", "--json"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(history.out.utf8)) as? [String: Any])
      #expect((json["items"] as? [[String: Any]])?.first?["cue_id"] as? String == "es-001")
    }
  }
}

extension InteractiveEndToEndTests {
  /// The server's feedback line after the upload started: "You spoke for …" or "No feedback for this take…".
  static func serverFeedback(in text: String) -> Substring? {
    guard let upload = text.range(of: "Uploading…") else { return nil }
    return text[upload.upperBound...].split(separator: "\n").first {
      $0.hasPrefix("You spoke for") || $0.hasPrefix("No feedback for this take")
    }
  }

  /// Settings → App language and Settings → Analytics outlive the run: the next launch speaks
  /// the chosen language (unless `--lang` says otherwise) and `chatterbox analytics consent`
  /// reports the consent given in the app.
  @Test func theAppLanguageAndAnalyticsChoicesAreKept() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "tui-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      let environment = [
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
      ]
      func launch(_ input: (LockedBuffer) -> any LineSource, lang: String? = nil) async -> String {
        let out = LockedBuffer()
        var global = ParsedArguments()
        global.values["lang"] = lang
        let console = Console(out: out.append, error: out.append, isInteractive: false)
        #expect(
          await InteractiveApp.launch(
            global: global, environment: environment, console: console, logHandler: cli.logs, input: input(out))
            == .success)
        return out.text
      }
      _ = await launch { _ in codeFromOutbox(server: server, email: email, then: ["2", "y", ""]) }

      let japanese = InteractiveStrings(language: "ja")
      let choices = await launch { out in
        menuAnswers(out, ["Settings", "App language", "日本語", japanese.string(.settingsAnalytics), ""])
      }
      #expect(choices.contains(japanese.string(.analyticsTurnedOn)))
      #expect(await cli.run(["analytics", "consent", "status", "--json"]).out.contains("granted"))

      #expect(await launch { _ in ScriptedLineSource([]) }.hasPrefix(japanese.string(.plainWelcome)))
      #expect(
        await launch({ _ in ScriptedLineSource([]) }, lang: "en").hasPrefix(
          InteractiveStrings.english.string(.plainWelcome)))
    }
  }
}

/// Each answer as the plain menu's number for the entry that starts with it (the menu printed last), or the
/// words as they are when no entry does; an empty answer stays empty.
func menuAnswers(_ out: LockedBuffer, _ answers: [String]) -> ScriptedLineSource {
  ScriptedLineSource(
    answers.map { words in
      .computed {
        guard !words.isEmpty else { return words }
        for line in out.text.split(separator: "\n").reversed() {
          let parts = line.split(separator: ".", maxSplits: 1)
          if parts.count == 2, let number = Int(parts[0]), parts[1].dropFirst().hasPrefix(words) {
            return String(number)
          }
        }
        return words
      }
    })
}

/// The scripted lines, then the end of input once `out` shows what `until` waits for (at most 90 s later): the
/// learner stays until the screen says what the test waits for.
func linesThenUntil(
  _ steps: [ScriptedLineSource.Step], out: LockedBuffer, until shows: @escaping @Sendable (String) -> Bool
) -> ScriptedLineSource {
  ScriptedLineSource(
    steps + [
      .computed {
        let deadline = ContinuousClock.now + .seconds(90)
        while !shows(out.text), ContinuousClock.now < deadline {
          do { try await Task.sleep(for: .milliseconds(50)) } catch { return nil }
        }
        return nil
      }
    ])
}

/// Sign-in by code: the email, then the code the dev server's outbox holds for it when the app asks, then `rest`.
func codeFromOutbox(server: DevServer, email: String, then rest: [ScriptedLineSource.Step]) -> ScriptedLineSource {
  ScriptedLineSource([.line(email), .computed { (try? await server.latestMessage(for: email))?.code }] + rest)
}

/// Text written so far, and a wait for what it must come to hold, woken by each write (no polling).
final class LockedBuffer: @unchecked Sendable {
  private struct Waiter {
    let condition: @Sendable (String) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
  }
  private let lock = NSLock()
  private var value = ""
  private var waiters: [UUID: Waiter] = [:]
  var text: String { lock.withLock { value } }

  func append(_ text: String) {
    let met = lock.withLock { () -> [Waiter] in
      value += text
      let met = waiters.filter { $0.value.condition(value) }
      for id in met.keys { waiters[id] = nil }
      return Array(met.values)
    }
    for waiter in met { waiter.continuation.resume(returning: true) }
  }

  /// Returns `true` once the text satisfies `condition` (at once if it does now), `false` after `limit` of
  /// the wall clock without it: a bound for a stuck app, not a wait for the app to be done.
  func waitUntil(within limit: Duration = .seconds(60), _ condition: @escaping @Sendable (String) -> Bool) async
    -> Bool
  {
    let id = UUID()
    let timeout = Task {
      try? await Task.sleep(for: limit)
      lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume(returning: false)
    }
    defer { timeout.cancel() }
    return await withCheckedContinuation { continuation in
      let now = lock.withLock { () -> Bool in
        if condition(value) { return true }
        waiters[id] = Waiter(condition: condition, continuation: continuation)
        return false
      }
      if now { continuation.resume(returning: true) }
    }
  }
}
