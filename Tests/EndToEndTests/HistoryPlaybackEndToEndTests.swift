import CLITestSupport
import Foundation
import Storage
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import TerminalUI

/// Issue 38 item 1: a history recording is downloaded into the account's own folder and played
/// through the player command (`CHATTERBOX_PLAYER`), which gets a local file whose bytes are the
/// upload's; the copy is gone after `history delete` and after sign-out. The app in plain mode over
/// the real composition root and a dev server.
@Suite("Playing history recordings end to end", .enabled(if: devServerAvailable), .serialized)
struct HistoryPlaybackEndToEndTests {
  @Test func aHistoryRecordingIsDownloadedPlayedAndRemovedWithTheRecordingAndAtSignOut() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "replay")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      for cue in ["en-001", "en-002"] {
        let practice = await cli.run(["practice", cue, "--audio", input.path, "--yes", "--no-feedback"])
        #expect(practice.code == .success, "\(practice.err)")
      }
      let history = try JSONSerialization.jsonObject(with: Data(await cli.run(["history", "--json"]).out.utf8))
      let items = try #require((history as? [String: Any])?["items"] as? [[String: Any]])
      try #require(items.count == 2)

      let played = cli.home.appendingPathComponent("played.wav")
      // The copy first, then its path (renamed into place): the path's arrival says the copy is whole.
      let player = try StandInCommand(
        "for last; do :; done\ncp \"$last\" '\(played.path)'\n"
          + "echo \"$last\" > '\(played.path).tmp'\nmv '\(played.path).tmp' '\(played.path).path'\n",
        at: cli.home.appendingPathComponent("fake-player.sh"))
      let environment = [
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
        "CHATTERBOX_LANG": "en", "CHATTERBOX_PLAYER": player.commandLine,
      ]

      // The first recording: played, its bytes the upload's, and its copy gone with it.
      let first = try await play(environment: environment, until: played)
      // Both takes are of one tone, so the same bytes: the copy's name says which one played.
      let firstID = first.file.deletingPathExtension().lastPathComponent
      let firstItem = try #require(items.first { $0["id"] as? String == firstID }, "\(first.file.path)")
      #expect(firstItem["sha256"] as? String == SHA256.hash(first.bytes).hexString, "the player got the upload's bytes")
      #expect(first.file.path.hasPrefix(cli.home.path), "a copy in the account's folder: \(first.file.path)")
      #expect(first.file.pathComponents.contains("playback"), "\(first.file.path)")
      #expect(FileManager.default.fileExists(atPath: first.file.path))
      #expect(await cli.run(["history", "delete", firstID, "--yes"]).code == .success)
      #expect(!FileManager.default.fileExists(atPath: first.file.path), "the copy went with the recording")

      // The other one: played, and its copy gone at sign-out.
      try FileManager.default.removeItem(at: played)
      let second = try await play(environment: environment, until: played)
      let secondID = second.file.deletingPathExtension().lastPathComponent
      #expect(secondID != firstID)
      let secondSHA = items.first { $0["id"] as? String == secondID }?["sha256"] as? String
      #expect(secondSHA == SHA256.hash(second.bytes).hexString)
      #expect(FileManager.default.fileExists(atPath: second.file.path))
      #expect(await cli.run(["logout"]).code == .success)
      #expect(!FileManager.default.fileExists(atPath: second.file.path), "no copy outlives the session")
    }
  }

  /// The recording is deleted elsewhere while the history shows it: its download fails, and the page
  /// says so in words, with no row left playing; the player is never run.
  @Test func aFailedDownloadIsSaidInWords() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "gone")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      #expect(await cli.run(["practice", "en-001", "--audio", input.path, "--yes", "--no-feedback"]).code == .success)
      let history = try JSONSerialization.jsonObject(with: Data(await cli.run(["history", "--json"]).out.utf8))
      let id = try #require(((history as? [String: Any])?["items"] as? [[String: Any]])?.first?["id"] as? String)
      let ran = cli.home.appendingPathComponent("player-ran")
      let player = try StandInCommand(
        "touch '\(ran.path)'\n", at: cli.home.appendingPathComponent("fake-player.sh"))
      let out = LockedBuffer()
      let console = Console(out: out.append, error: out.append, isInteractive: false)
      let environment = [
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
        "CHATTERBOX_LANG": "en", "CHATTERBOX_PLAYER": player.commandLine,
      ]
      let play = Self.choice("Play:", out: out)
      let steps = ScriptedLineSource([
        Self.choice("History", out: out),
        .computed {
          guard case .computed(let number) = play else { return nil }
          let answer = await number()
          _ = await cli.run(["history", "delete", id, "--yes"])  // gone before the app fetches it
          return answer
        },
        .computed {
          _ = await out.waitUntil { $0.contains("could not be downloaded") }
          return ""
        },
      ])
      _ = await InteractiveApp.launch(
        global: ParsedArguments(), environment: environment, console: console, input: steps)
      #expect(out.text.contains("The recording could not be downloaded: "), "\(out.text.suffix(800))")
      #expect(out.text.contains("could not be downloaded: We couldn't find that."), "the network's reason, in words")
      #expect(!out.text.contains("error.network"), "never a catalog key")
      #expect(!FileManager.default.fileExists(atPath: ran.path), "nothing was played")
    }
  }

  /// Opens History in plain mode, plays its first recording and quits once the player ran; the
  /// file the player was given and the bytes it read.
  func play(environment: [String: String], until played: URL) async throws -> (file: URL, bytes: Data) {
    let out = LockedBuffer()
    let console = Console(out: out.append, error: out.append, isInteractive: false)
    let input = ScriptedLineSource([
      Self.choice("History", out: out), Self.choice("Play:", out: out),
      .computed {
        let deadline = ContinuousClock.now + .seconds(60)
        while !FileManager.default.fileExists(atPath: played.path + ".path"), ContinuousClock.now < deadline {
          do { try await Task.sleep(for: .milliseconds(50)) } catch { return nil }
        }
        return ""
      },
      Self.choice("Quit", out: out),
    ])
    _ = await InteractiveApp.launch(
      global: ParsedArguments(), environment: environment, console: console, input: input)
    let path = try String(contentsOf: URL(fileURLWithPath: played.path + ".path"), encoding: .utf8)
    try? FileManager.default.removeItem(atPath: played.path + ".path")
    let file = URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines))
    return (file, try Data(contentsOf: played))
  }

  /// The number of the last choice on screen that starts with `label`, once it is there.
  static func choice(_ label: String, out: LockedBuffer) -> ScriptedLineSource.Step {
    .computed {
      let number = { @Sendable (text: String) -> String? in
        text.matches(of: /(?m)^(\d+)\. (.*)$/).last(where: { $0.2.hasPrefix(label) }).map { String($0.1) }
      }
      guard await out.waitUntil({ number($0) != nil }) else { return nil }
      return number(out.text)
    }
  }
}
