import CLITestSupport
import Foundation
import TestSupport
import Testing

/// `chatterbox practice`'s review prompt as a learner meets it: the real binary in a tmux pane
/// against the dev server. Text pasted at the prompt — with a "d" (discard) and an "r" (redo) in
/// it — keeps the take and leaves the question open; a "u" pressed afterwards uploads it. Needs
/// `CHATTERBOX_CLI_BIN`, the dev server and tmux; skipped without them.
@Suite(
  "practice's review prompt on a pseudo-terminal",
  .enabled(if: devServerAvailable && cliBinary != nil && tmuxBinary != nil), .serialized)
struct PracticePtyEndToEndTests {
  @Test func aPasteAtTheReviewKeepsTheTakeAndALaterUploadSendsIt() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let cli = try await signedInLearner(server, prefix: "review")
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      // The shell stays after the command, so the pane (and what it printed) outlives it.
      try await practiseUntilTheReview(
        in: pane, binary: binary, cli: cli, server: server, input: input, then: "echo EXIT=$?; exec sleep 60")
      // Each step waits for what the app shows or did, never for a fixed time: the pasted bytes are
      // read by the app (its reads grow by them) before the "u" is typed, so the "u" comes after
      // the burst; a paste that had answered would have ended the prompt first.
      let app = try pane.appPID()
      let before = try TmuxPane.bytesRead(by: app)
      let paste = "hello dear"
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", paste])
      try await pane.waitUntil(within: Self.patience) { try TmuxPane.bytesRead(by: app) >= before + paste.utf8.count }
      let afterPaste = try pane.capture()
      #expect(!afterPaste.contains("EXIT="), "the paste answered the review:\n\(afterPaste)")
      // Raw mode held: the CI flake's pane echoed "hello dearu", its review reading in canonical mode.
      #expect(!afterPaste.contains(paste), "the review's terminal echoed the paste:\n\(afterPaste)")
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", "u"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("EXIT=") }
      let end = try pane.capture()
      #expect(end.contains("EXIT=0"), "\(end)")
      // One question: the paste's "r" did not record the take again.
      let scrollback = try pane.run(["capture-pane", "-p", "-S", "-", "-t", pane.target])
      #expect(scrollback.components(separatedBy: "[d]iscard").count == 2, "\(scrollback)")
      let history = await cli.run(["history", "--json"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(history.out.utf8)) as? [String: Any])
      #expect((json["items"] as? [[String: Any]])?.count == 1, "\(history.out.prefix(300))")
    }
  }

  /// The terminal goes away at the review (the window closed, the SSH connection dropped) while
  /// `practice` lives on, as it does under `nohup` or with SIGHUP ignored: the prompt reads the
  /// terminal's end. Nobody is there to say upload or discard, so the take is queued (exit 130,
  /// "Stopped. Your answer is saved and queued"), never thrown away, and `uploads retry` sends it.
  @Test func aTerminalThatEndsAtTheReviewQueuesTheTake() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let cli = try await signedInLearner(server, prefix: "hangup")
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let status = cli.home.appendingPathComponent("practice-status")
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      // SIGHUP ignored (inherited through exec), so the shell outlives the pane to write the status.
      try await practiseUntilTheReview(
        in: pane, binary: binary, cli: cli, server: server, input: input, first: "trap '' HUP;",
        then: "echo $? > '\(status.path)'")
      pane.kill()
      try await pane.waitUntil(within: Self.patience) {
        FileManager.default.fileExists(atPath: status.path) && (try? Data(contentsOf: status))?.isEmpty == false
      }
      let code = try String(contentsOf: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(
        code == "130",
        "practice after the terminal ended: exit \(code) \((try? String(contentsOfFile: status.path + ".err", encoding: .utf8)) ?? "")"
      )

      let queued = await cli.run(["uploads", "--json"])
      #expect(queued.out.contains("en-001"), "the take waits in the queue: \(queued.out)")
      #expect(await cli.run(["uploads", "retry", "--timeout", "30"]).code == .success)
      let history = await cli.run(["history", "--json"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(history.out.utf8)) as? [String: Any])
      #expect((json["items"] as? [[String: Any]])?.count == 1, "\(history.out.prefix(300))")
    }
  }

  /// A fresh learner signed in through the magic link, practising English.
  func signedInLearner(_ server: DevServer, prefix: String) async throws -> CLIHarness {
    let cli = CLIHarness(api: server.baseURL)
    _ = try await signIn(cli, server: server, prefix: prefix)
    #expect(await cli.run(["language", "set", "en"]).code == .success)
    return cli
  }

  /// Starts `practice en-001 --audio input` in the pane's shell (`first` before it, `then` after it) and
  /// waits for the review's question.
  func practiseUntilTheReview(
    in pane: TmuxPane, binary: URL, cli: CLIHarness, server: DevServer, input: URL, first: String = "",
    then: String
  ) async throws {
    let command =
      "\(first) env TERM=xterm-256color HOME='\(cli.home.path)' CHATTERBOX_HOME='\(cli.home.path)' "
      + "CHATTERBOX_API_URL='\(server.baseURL.absoluteString)' CHATTERBOX_LANG=en "
      + "'\(binary.path)' practice en-001 --audio '\(input.path)'; \(then)"
    _ = try pane.run([
      "-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "120", "-y", "30", "/bin/sh", "-c", command,
    ])
    // A practice that ends before its review (it printed why) fails here with the pane, not after the hang guard.
    try await pane.waitForScreen(within: Self.patience) { $0.contains("[d]iscard") || $0.contains("EXIT=") }
    let screen = try pane.capture()
    if !screen.contains("[d]iscard") { throw PaneError(description: "practice ended before its review:\n\(screen)") }
    // The question is printed before the review takes the terminal: a person's keys count from when
    // it reads them, raw and without echo (the recording's reader had left it cooked).
    try await pane.waitUntil(within: Self.patience) { try pane.isRaw() }
  }

  /// A hang guard, not a bound: after the upload `practice` waits for the server's feedback, which CI's
  /// PostgreSQL step took longer than 15 s to give on a loaded machine.
  static let patience: Duration = .seconds(150)

  struct PaneError: Error, CustomStringConvertible {
    let description: String
  }
}
