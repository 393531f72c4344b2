import CLITestSupport
import Foundation
import TestSupport
import Testing

@testable import ChatterboxCommands

/// espeak-ng on this machine (CI installs it): `listen` speaks through the real synthesizer.
private let espeakInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")

/// Issue 38 item 2: the cue's model answer comes from the dev server's seed, is spoken by espeak-ng in the
/// profile's language, played through the player command (a stand-in that keeps what it was given), and
/// its pace set beside the learner's own take of the cue as the server evaluated it.
@Suite("Listening to a model answer end to end", .enabled(if: devServerAvailable && espeakInstalled), .serialized)
struct ListenEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  @Test func theModelAnswerIsSpokenPlayedSlowerWhenSlowAndComparedWithTheLearnersTake() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "listener")
      #expect(await cli.run(["language", "set", "es"]).code == .success)
      let played = cli.home.appendingPathComponent("played.txt")
      let player = try StandInCommand(
        "for last; do :; done\necho \"$last\" >> '\(played.path)'\n",
        at: cli.home.appendingPathComponent("fake-player.sh"))
      let environment = ["CHATTERBOX_PLAYER": player.commandLine]

      let normal = await cli.run(["listen", "es-001", "--json"], environment: environment)
      #expect(normal.code == .success, "\(normal.err)")
      let first = try json(normal.out)
      let text = try #require(first["text"] as? String)
      #expect(
        text.contains("Primero") && text.contains("levanto"), "the seed's answer, following the cue's hints: \(text)")
      #expect(first["language"] as? String == "es" && first["rate"] as? String == "normal")
      #expect(first["played"] as? Bool == true, "\(normal.err)")
      let file = try #require(first["file"] as? String)
      #expect(file.hasPrefix(cli.home.path) && file.contains("model-answers"), "kept in the app's caches: \(file)")
      #expect(try String(contentsOfFile: played.path, encoding: .utf8) == file + "\n", "the player got the file")
      let modelRate = try #require(first["model_speech_rate"] as? Double)
      #expect(modelRate > 2 && modelRate < 9, "\(modelRate)")
      #expect(first["your_speech_rate"] is NSNull, "no take of the cue yet")

      let slow = try json(await cli.run(["listen", "es-001", "--slow", "--json"], environment: environment).out)
      #expect(slow["rate"] as? String == "slow" && slow["file"] as? String != file)
      let normalSeconds = try #require(first["duration_seconds"] as? Double)
      let slowSeconds = try #require(slow["duration_seconds"] as? Double)
      #expect(slowSeconds > normalSeconds * 1.2, "slow \(slowSeconds) s, normal \(normalSeconds) s")
      let slowRate = try #require(slow["model_speech_rate"] as? Double)
      #expect(slowRate <= modelRate * 0.75, "analysed at least 25 % slower: \(slowRate) against \(modelRate)")

      // The learner answers with the model's own words: the server measures the take, and the pace reads
      // "about the same" (the same voice, measured by the same analysis).
      let practice = await cli.run(["practice", "es-001", "--audio", file, "--json"])
      #expect(practice.code == .success, "\(practice.err)")
      let again = await cli.run(["listen", "es-001", "--no-play"], environment: environment)
      #expect(again.code == .success, "\(again.err)")
      #expect(again.out.contains("Model answer — Tu rutina de la mañana (normal pace)"), "\(again.out)")
      #expect(again.out.contains(String(text.prefix(20))), "the words, to read along: \(again.out)")
      #expect(again.out.contains("— you: "), "\(again.out)")
      #expect(again.out.contains("(about the same pace)"), "\(again.out)")
      #expect(try String(contentsOfFile: played.path, encoding: .utf8).split(separator: "\n").count == 2, "--no-play")
    }
  }

  @Test func aMissingSynthesizerOrAnswerIsSaidInWordsWithExit69() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "mute")
      #expect(await cli.run(["language", "set", "fr"]).code == .success)
      let missing = await cli.run(["listen", "fr-001", "--no-play"], environment: ["CHATTERBOX_TTS": "no-such-tts"])
      #expect(missing.code == .unavailable)
      #expect(missing.err.contains("The speech synthesizer 'no-such-tts' was not found"), "\(missing.err)")
      // A voice command without a voice for the language (espeak-ng's own words for it).
      let voiceless = try StandInCommand(
        "echo 'Error: The specified espeak-ng voice does not exist.' >&2\nexit 1\n",
        at: cli.home.appendingPathComponent("voiceless-tts.sh"))
      let noVoice = await cli.run(
        ["listen", "fr-001", "--no-play"], environment: ["CHATTERBOX_TTS": voiceless.commandLine])
      #expect(noVoice.code == .unavailable)
      #expect(noVoice.err.contains("No voice on this device speaks 'fr'"), "\(noVoice.err)")
      let quoted = await cli.run(["listen", "fr-001"], environment: ["CHATTERBOX_TTS": "espeak-ng 'unclosed"])
      #expect(quoted.code == .usage, "\(quoted.err)")
      let unknown = await cli.run(["listen", "fr-999", "--no-play"])
      #expect(unknown.code == .usage && unknown.err.contains("fr-999"), "\(unknown.err)")
      #expect(await cli.run(["listen", "--help"]).out.contains("--slow"))
    }
  }
}
