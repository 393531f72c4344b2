import CLITestSupport
import Foundation
import Storage
import TestSupport
import Testing

/// Issue 38 item 1: `p` at `practice`'s review plays the take through the player command
/// (`CHATTERBOX_PLAYER`), which is given a local file whose bytes are the upload's, and the review
/// says when it ended; a player that is not there is named in words and the question stays open.
/// The real binary in a tmux pane against the dev server; skipped without them.
@Suite(
  "playback at practice's review on a pseudo-terminal",
  .enabled(if: devServerAvailable && cliBinary != nil && tmuxBinary != nil), .serialized)
struct PlaybackPtyEndToEndTests {
  @Test func theReviewPlaysTheTakeThroughThePlayerCommand() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let fixture = try await Fixture(server, prefix: "play")
      defer { fixture.remove() }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      try await fixture.practiseUntilTheReview(in: pane, binary: binary, player: fixture.player.commandLine)
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", "p"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("Played to the end") || $0.contains("EXIT=") }
      let playedScreen = try pane.capture()
      #expect(playedScreen.contains("Played to the end"), "\(playedScreen)")
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", "u"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("EXIT=") }
      let end = try pane.capture()
      #expect(end.contains("EXIT=0"), "\(end)")

      let played = try Data(contentsOf: fixture.played)
      let history = await fixture.cli.run(["history", "--json"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(history.out.utf8)) as? [String: Any])
      let item = try #require((json["items"] as? [[String: Any]])?.first, "\(history.out.prefix(300))")
      #expect(SHA256.hash(played).hexString == item["sha256"] as? String, "the player got the upload's bytes")
    }
  }

  @Test func aMissingPlayerIsNamedAndTheReviewStaysOpen() async throws {
    guard let binary = cliBinary, let tmux = tmuxBinary else { return }
    try await DevServer.with { server in
      let fixture = try await Fixture(server, prefix: "noplay")
      defer { fixture.remove() }
      let pane = TmuxPane(tmux: tmux)
      defer { pane.kill() }
      try await fixture.practiseUntilTheReview(
        in: pane, binary: binary, player: "no-such-player-\(UUID().uuidString.prefix(6))")
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", "p"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("was not found") || $0.contains("EXIT=") }
      let screen = try pane.capture()
      #expect(screen.contains("The audio player 'no-such-player-"), "\(screen)")
      #expect(!screen.contains("EXIT="), "the review is still open: \(screen)")
      _ = try pane.run(["send-keys", "-t", pane.target, "-l", "u"])
      try await pane.waitForScreen(within: Self.patience) { $0.contains("EXIT=") }
      let end = try pane.capture()
      #expect(end.contains("EXIT=0"), "\(end)")
    }
  }

  /// A hang guard, not a bound (PracticePtyEndToEndTests').
  static let patience: Duration = .seconds(150)

  /// A signed-in learner with a tone to practise and a fake player that copies the file it is given.
  struct Fixture {
    let cli: CLIHarness
    let server: DevServer
    let input: URL
    let player: StandInCommand
    /// Where the fake player copies what it was given.
    let played: URL

    init(_ server: DevServer, prefix: String) async throws {
      cli = CLIHarness(api: server.baseURL)
      self.server = server
      _ = try await signIn(cli, server: server, prefix: prefix)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      input = try ToneFile.makeInput()
      played = cli.home.appendingPathComponent("played.wav")
      // The file is the last argument; a copy of it is what the test compares with the upload.
      player = try StandInCommand(
        "for last; do :; done\ncp \"$last\" '\(played.path)'\n", at: cli.home.appendingPathComponent("fake-player.sh"))
    }

    func remove() { try? FileManager.default.removeItem(at: input) }

    /// Starts `practice en-001 --audio input` with `CHATTERBOX_PLAYER=player` in the pane and waits
    /// for the review's question, read raw.
    func practiseUntilTheReview(in pane: TmuxPane, binary: URL, player: String) async throws {
      let command =
        "env TERM=xterm-256color HOME='\(cli.home.path)' CHATTERBOX_HOME='\(cli.home.path)' "
        + "CHATTERBOX_API_URL='\(server.baseURL.absoluteString)' CHATTERBOX_LANG=en CHATTERBOX_PLAYER='\(player)' "
        + "'\(binary.path)' practice en-001 --audio '\(input.path)'; echo EXIT=$?; exec sleep 60"
      _ = try pane.run([
        "-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "120", "-y", "30", "/bin/sh", "-c", command,
      ])
      try await pane.waitForScreen(within: PlaybackPtyEndToEndTests.patience) {
        $0.contains("[d]iscard") || $0.contains("EXIT=")
      }
      let screen = try pane.capture()
      try #require(screen.contains("[p]lay"), "practice ended before its review, or offers no play:\n\(screen)")
      try await pane.waitUntil(within: PlaybackPtyEndToEndTests.patience) { try pane.isRaw() }
    }
  }
}
