import CLITestSupport
import Foundation
import Observability
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Issue 35, items 4 and 6, end to end: waiting is never shown as emptiness, and nothing waiting
/// is invisible. Behind a front that holds every answer back, the full-screen app (tmux) and plain
/// mode say "Loading…", then that the server is slow, and never "Choose a language", "No recordings
/// yet" or "0 of 0" for a learner who has a language and a recording; `history` shows its saved
/// copy (dated) while the server is slow and while it is unreachable; `uploads` names the takes
/// queued under another origin and the `--api` that sends them.
@Suite("Waiting is never emptiness", .enabled(if: devServerAvailable), .serialized)
struct WaitingEndToEndTests {
  /// How long the front holds each answer back: well past the 2 s patience, so "slow" must show.
  static let lateBy = 6.0
  /// A hang guard for the pane, not a bound (a debug build on a loaded machine is slow to draw).
  static let guardTime: Duration = .seconds(180)
  /// What only the server may say, and here it never does (the learner has a language and a take).
  static let emptyStates = ["Choose a language", "No recordings yet", "0 of 0"]

  /// A learner with a language and one uploaded take, behind the hostile front.
  static func withLearner(_ body: (HostileServerTests.Stage) async throws -> Void) async throws {
    try await HostileServerTests.withStage { stage in
      let input = try ToneFile.makeSpeech()
      defer { try? FileManager.default.removeItem(at: input) }
      let practised = await stage.cli.run(["practice", "en-002", "--audio", input.path, "--no-feedback"])
      #expect(practised.code == .success, "\(practised.out) \(practised.err)")
      try await body(stage)
    }
  }

  @Test("history: the saved copy, dated, while the server is slow and while it is unreachable")
  func historySavedCopy() async throws {
    guard cliBinary != nil else { return }
    try await Self.withLearner { stage in
      // Nothing saved yet: the wait is said to be the server's after the patience, then the deadline ends it.
      stage.script.misbehave.withLock { $0 = { _ in .stall(seconds: 600) } }
      let unsaved = await (try TimedCLI(stage.cli, ["history"], deadline: SlowServerEndToEndTests.deadline)).finish()
      print("waiting history unsaved: \(unsaved.summary)")
      #expect(unsaved.status == 69, "\(unsaved.stdout) \(unsaved.stderr)")
      #expect(unsaved.stderr.contains("The server is slow to answer — still waiting…"), "\(unsaved.stderr)")
      stage.script.misbehave.withLock { $0 = nil }

      let primed = await stage.cli.run(["history"])
      #expect(primed.code == .success && primed.out.contains("attempt 1"), "\(primed.out) \(primed.err)")
      stage.script.misbehave.withLock { $0 = { _ in .stall(seconds: 600) } }
      let slow = await (try TimedCLI(stage.cli, ["history"], deadline: SlowServerEndToEndTests.savedCopyDeadline))
        .finish()
      print("waiting history slow: \(slow.summary)")
      #expect(slow.status == 0, "\(slow.stdout) \(slow.stderr)")
      #expect(slow.stdout.contains("The server is slow to answer — showing what was saved"), "\(slow.stdout)")
      #expect(slow.stdout.contains("attempt 1"), "the saved row: \(slow.stdout)")
      #expect((slow.firstOutput ?? .infinity) <= SlowServerEndToEndTests.savedCopyBound, "\(slow.summary)")
      let json = await
        (try TimedCLI(stage.cli, ["history", "--json"], deadline: SlowServerEndToEndTests.savedCopyDeadline))
        .finish()
      let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      #expect(object["slow_server"] as? Bool == true && object["offline"] as? Bool == true, "\(object)")
      #expect(object["saved_at"] is String, "\(object)")

      stage.front.stop()  // nothing listens there now: unreachable
      let offline = await stage.cli.run(["history"])
      #expect(offline.code == .success, "\(offline.out) \(offline.err)")
      #expect(offline.out.contains("Offline — showing what was saved"), "\(offline.out)")
      #expect(offline.out.contains("attempt 1"), "\(offline.out)")
    }
  }

  @Test("uploads and practice's queued ending name the takes waiting for another origin, and the --api")
  func uploadsNameAnotherOrigin() async throws {
    try await HostileServerTests.withStage { stage in
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      #expect(await stage.cli.run(["cues"]).code == .success)  // the cue is then found without the server
      stage.script.misbehave.withLock { $0 = { _ in .stall(seconds: 600) } }
      let queued = await stage.cli.run(["practice", "en-002", "--audio", input.path, "--timeout", "3"])
      #expect(queued.code == .temporaryFailure, "\(queued.out) \(queued.err)")
      stage.script.misbehave.withLock { $0 = nil }

      // The same dev server on a new origin (as after `serve --port 0`): another server for the client.
      let stallNewOrigin = LockedValue(false)
      let newOrigin = try HostileFront(upstream: stage.server.baseURL) { _ in
        stallNewOrigin.value ? .stall(seconds: 600) : .forward
      }
      defer { newOrigin.stop() }
      let there = ["CHATTERBOX_API_URL": newOrigin.baseURL.absoluteString]
      let old = "http://127.0.0.1:\(stage.front.port)"
      // Nobody signed in there yet: `uploads` says so, and still names the take waiting for the old origin.
      let signedOut = await stage.cli.run(["uploads"], environment: there)
      #expect(signedOut.code == .failure, "\(signedOut.code) \(signedOut.err)")
      #expect(signedOut.err.contains("waiting for another server, \(old): 1"), "\(signedOut.err)")
      #expect(signedOut.err.contains("chatterbox --api \(old) uploads retry"), "\(signedOut.err)")
      #expect(await stage.cli.run(["login", "--email", stage.email], environment: there).code == .success)
      let link = try await stage.server.latestMessage(for: stage.email).link.replacingOccurrences(
        of: stage.server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")),
        with: newOrigin.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")))
      #expect(await stage.cli.run(["open", link], environment: there).code == .success)

      let uploads = await stage.cli.run(["uploads"], environment: there)
      #expect(!uploads.out.contains("The upload queue is empty"), "\(uploads.out)")
      #expect(uploads.out.contains("waiting for another server, \(old): 1"), "\(uploads.out)")
      #expect(uploads.out.contains("chatterbox --api \(old) uploads retry"), "\(uploads.out)")
      #expect(!uploads.out.contains(stage.email) && !uploads.out.contains("Bearer"), "\(uploads.out)")
      let json = await stage.cli.run(["uploads", "--json"], environment: there)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
      let servers = try #require(object["held_for_other_servers"] as? [[String: Any]], "\(object)")
      #expect(servers.first?["api"] as? String == old && servers.first?["count"] as? Int == 1, "\(object)")

      // The command it names sends the take.
      let retry = await stage.cli.run(["--api", old, "uploads", "retry"])
      #expect(retry.code == .success, "\(retry.out) \(retry.err)")
      let after = await stage.cli.run(["uploads"], environment: there)
      #expect(after.out.contains("The upload queue is empty"), "\(after.out)")

      // practice's queued ending names what waits elsewhere: a take queued under the old origin again,
      // then one at the new origin that cannot reach its server.
      stage.script.misbehave.withLock { $0 = { _ in .stall(seconds: 600) } }
      let queuedOld = await stage.cli.run(["practice", "en-002", "--audio", input.path, "--timeout", "3"])
      #expect(queuedOld.code == .temporaryFailure, "\(queuedOld.out) \(queuedOld.err)")
      #expect(await stage.cli.run(["cues"], environment: there).code == .success)
      stallNewOrigin.withLock { $0 = true }
      let queuedHere = await stage.cli.run(
        ["practice", "en-002", "--audio", input.path, "--timeout", "3"], environment: there)
      #expect(queuedHere.code == .temporaryFailure, "\(queuedHere.out) \(queuedHere.err)")
      #expect(queuedHere.out.contains("waiting for another server, \(old): 1"), "\(queuedHere.out)")
      stallNewOrigin.withLock { $0 = false }
    }
  }

  @Test("Plain mode behind a slow server: loading, then slow, never an empty state")
  func plainModeSaysItWaits() async throws {
    try await Self.withLearner { stage in
      stage.script.misbehave.withLock { $0 = { _ in .late(seconds: Self.lateBy) } }
      let out = LockedBuffer()
      let console = Console(out: out.append, error: out.append, isInteractive: false)
      let environment = [
        "CHATTERBOX_HOME": stage.cli.home.path, "HOME": stage.cli.home.path,
        "CHATTERBOX_API_URL": stage.front.baseURL.absoluteString, "CHATTERBOX_LANG": "en",
      ]
      let answers = menuAnswers(out, ["History", ""])
      #expect(
        await InteractiveApp.launch(
          global: ParsedArguments(), environment: environment, console: console, logHandler: stage.cli.logs,
          input: answers) == .success)
      let text = out.text
      print("waiting plain:\n\(text)")
      let loading = try #require(text.range(of: "Loading…"), "\(text)")
      let slow = try #require(text.range(of: "The server is slow to answer"), "\(text)")
      #expect(loading.lowerBound < slow.lowerBound, "\(text)")
      for empty in Self.emptyStates { #expect(!text.contains(empty), "\(empty): \(text)") }
      #expect(text.contains("1 of"), "the history came in the end: \(text)")
    }
  }

  @Test("The full-screen app behind a slow server: loading, then slow, never an empty state")
  func fullScreenSaysItWaits() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await Self.withLearner { stage in
      stage.script.misbehave.withLock { $0 = { _ in .late(seconds: Self.lateBy) } }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      let command =
        "exec env TERM=xterm-256color HOME='\(stage.cli.home.path)' CHATTERBOX_HOME='\(stage.cli.home.path)' "
        + "CHATTERBOX_API_URL='\(stage.front.baseURL.absoluteString)' CHATTERBOX_LANG=en '\(binary.path)'"
      _ = try pane.run(["-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "100", "-y", "30", command])
      let seen = LockedValue<[String]>([])
      /// Waits for `shown`, keeping every frame seen on the way.
      func waitFor(_ shown: @escaping (String) -> Bool) async throws {
        try await pane.waitForScreen(within: Self.guardTime) { screen in
          seen.withLock { $0.append(screen) }
          return shown(screen)
        }
      }
      try await waitFor { $0.contains("Loading…") || $0.contains("The server is slow to answer") }
      try await waitFor { $0.contains("The server is slow to answer") }
      // The cue list, once everything has come: no notice left.
      try await waitFor { $0.contains("q quit") && !$0.contains("slow to answer") && !$0.contains("Loading…") }
      _ = try pane.run(["send-keys", "-t", pane.target, "2"])
      try await waitFor { $0.contains("The server is slow to answer") }
      try await waitFor { $0.contains("1 of") && !$0.contains("still waiting") }
      let frames = seen.value
      var shown: [String] = []
      for frame in frames where shown.last != frame { shown.append(frame) }
      print("waiting full-screen: \(frames.count) captures, distinct frames:\n" + shown.joined(separator: "\n----\n"))
      #expect(frames.contains { $0.contains("Loading…") }, "loading never shown")
      for empty in Self.emptyStates {
        let shown = frames.first { $0.contains(empty) }
        #expect(shown == nil, "\(empty):\n\(shown ?? "")")
      }
    }
  }
}
