import CLITestSupport
import Foundation
import TestSupport
import Testing

/// `chatterbox practice` on a terminal, against the dev server, with a file that holds a steady tone and no
/// voice: the review says so and offers to record again before anything is sent, and a take discarded there
/// never reaches the server (issue 37 item 3). The real binary in a tmux pane; skipped without tmux.
@Suite(
  "practice: no speech at the review, on a pseudo-terminal",
  .enabled(if: devServerAvailable && cliBinary != nil && tmuxBinary != nil))
struct NoSpeechReviewPtyEndToEndTests {
  @Test func aSteadyToneIsNamedAtTheReviewAndADiscardSendsNothing() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "nospeech")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let tone = try ToneFile.makeInput(seconds: 2)
      defer { try? FileManager.default.removeItem(at: tone) }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      let command =
        "env TERM=xterm-256color HOME='\(cli.home.path)' CHATTERBOX_HOME='\(cli.home.path)' "
        + "CHATTERBOX_API_URL='\(server.baseURL.absoluteString)' CHATTERBOX_LANG=en "
        + "'\(binary.path)' practice en-005 --audio '\(tone.path)'; sleep 600"  // the pane outlives the command
      _ = try pane.run(["-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "120", "-y", "30", command])
      try await pane.waitForScreen(within: FullScreenPtyEndToEndTests.patience) { $0.contains("[d]iscard") }
      let screen = try pane.capture().split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(screen.contains("No speech in this take — record it again before sending it?"), "\(screen)")
      #expect(screen.contains("We heard only a steady tone."), "\(screen)")
      // The prompt is printed before its key reader opens (and switching to raw mode drops keys typed ahead):
      // press "d" until the answer is taken, each press after the screen shows no answer yet.
      let discarded = "Discarded; nothing was uploaded."
      for _ in 0..<10 where !(try pane.capture().contains(discarded)) {
        _ = try pane.run(["send-keys", "-t", pane.target, "-l", "d"])
        try? await pane.waitForScreen(within: .seconds(3)) { $0.contains(discarded) }
      }
      let after = try pane.capture()
      #expect(after.contains(discarded), "\(after)")
      let history = await cli.run(["history", "--cue", "en-005", "--json"])
      #expect(history.code == .success)
      #expect(!history.out.contains("\"cue_id\" : \"en-005\"") && !history.out.contains("\"cue_id\":\"en-005\""))
    }
  }
}
