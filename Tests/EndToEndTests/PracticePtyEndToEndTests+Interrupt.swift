import CLITestSupport
import Foundation
import TestSupport
import Testing

/// Ctrl-C at the review (issue 35 item 7): the take is queued and `practice` says so and how to send
/// it, exit 130 (it ended silently, the take left in the recordings folder for a later run).
extension PracticePtyEndToEndTests {
  @Test func ctrlCAtTheReviewSaysTheTakeWasQueuedAndHowToSendIt() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let cli = try await signedInLearner(server, prefix: "ctrl-c")
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      try await practiseUntilTheReview(
        in: pane, binary: binary, cli: cli, server: server, input: input,
        // The shell outlives the Ctrl-C (a handled trap, reset to the default in `practice` by exec).
        first: "trap 'true' INT;", then: "echo EXIT=$?; exec sleep 60")
      _ = try pane.run(["send-keys", "-t", pane.target, "C-c"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("EXIT=") }
      let end = try pane.capture()
      #expect(end.contains("EXIT=130"), "\(end)")
      #expect(end.contains("saved and queued"), "the words say the take was kept:\n\(end)")
      #expect(end.contains("chatterbox uploads retry"), "and how to send it:\n\(end)")

      let queued = await cli.run(["uploads", "--json"])
      #expect(queued.out.contains("en-001"), "the take waits in the queue: \(queued.out)")
      #expect(await cli.run(["uploads", "retry", "--timeout", "30"]).code == .success)
      let history = await cli.run(["history", "--json"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(history.out.utf8)) as? [String: Any])
      #expect((json["items"] as? [[String: Any]])?.count == 1, "\(history.out.prefix(300))")
    }
  }
}
