import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// Issue 37: `chatterbox analyze` measures a file on this device, with no session and no network,
/// in the preview's words; what is not speech, not a WAV or not there is said so, with its exit code.
@Suite("chatterbox analyze")
struct AnalyzeCommandTests {
  static let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// A sentence spoken by espeak-ng into a WAV file in the temporary folder.
  static func spokenSentence() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-\(UUID().uuidString).wav")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(espeak))
    process.arguments = ["-w", url.path, "The cat sat on the mat and then it ran away to play."]
    try process.run()
    process.waitForExit()
    return url
  }

  @Test(.enabled(if: espeak != nil, "needs espeak-ng (CI installs it)"))
  func speechIsMeasuredInThePreviewsWordsAndKeys() async throws {
    let file = try Self.spokenSentence()
    defer { try? FileManager.default.removeItem(at: file) }
    let cli = CLIHarness()
    let text = await cli.run(["analyze", file.path])
    #expect(text.code == .success, "\(text.err)")
    #expect(text.out.contains("syllables per second") && text.out.contains("Speaking time:"), "\(text.out)")
    let json = await cli.run(["analyze", file.path, "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["speech"] as? Bool == true && object["file"] as? String == file.path)
    let result = try #require(object["result"] as? [String: Any])
    #expect((result["syllable_count"] as? Int ?? 0) > 5 && (result["speech_rate"] as? Double ?? 0) > 1, "\(result)")
    #expect(object["quality_notes"] as? [String] == [])
    #expect(object["reference_rate"] is NSNull, "no --language, no reference")
    // ADR 0059: --language puts the rate beside native speakers'; --explain says what each number means.
    let english = await cli.run(["analyze", file.path, "--language", "en", "--explain"])
    #expect(english.out.contains("native speakers reading English aloud: about 5.6–6.8"), "\(english.out)")
    #expect(english.out.contains("Learners are usually well below native speakers"), "\(english.out)")
    let withReference = await cli.run(["analyze", file.path, "--language", "en", "--json"])
    let referenced = try #require(
      try JSONSerialization.jsonObject(with: Data(withReference.out.utf8)) as? [String: Any])
    #expect((referenced["reference_rate"] as? [String: Any])?["mean"] as? Double == 6.19)
    #expect(!FileManager.default.fileExists(atPath: cli.home.path))  // no session, no data folder
  }

  @Test func aSteadyToneIsNoSpeech() async throws {
    let tone = try ToneFile.makeInput(seconds: 2)
    defer { try? FileManager.default.removeItem(at: tone) }
    let cli = CLIHarness()
    let text = await cli.run(["analyze", tone.path])
    #expect(text.code == .success && text.out.contains("No speech was found"), "\(text.out)\(text.err)")
    #expect(text.out.contains("We heard only a steady tone."), "\(text.out)")
    let json = await cli.run(["analyze", tone.path, "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(
      object["speech"] as? Bool == false && object["result"] == nil && object["heard"] as? String == "steady_tone")
  }

  /// Issue 37's done-when: a beep train and noise alone are no speech too, each named.
  @Test(arguments: [("beeps", "beeps"), ("noise", "noise")])
  func aBeepTrainAndNoiseAloneAreNoSpeech(kind: String, heard: String) async throws {
    let file = try kind == "beeps" ? ToneFile.makeBeeps() : ToneFile.makeNoise()
    defer { try? FileManager.default.removeItem(at: file) }
    let cli = CLIHarness()
    let text = await cli.run(["analyze", file.path])
    #expect(text.code == .success && text.out.contains("No speech was found"), "\(text.out)\(text.err)")
    let json = await cli.run(["analyze", file.path, "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["speech"] as? Bool == false && object["heard"] as? String == heard, "\(json.out)")
  }

  @Test func badInputSaysWhatIsWrongWithItsOwnExitCode() async throws {
    let cli = CLIHarness()
    let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID().uuidString).wav")
    try Data("RIFF....WAVEjunk".utf8).write(to: garbage)
    defer { try? FileManager.default.removeItem(at: garbage) }
    let notAWAV = await cli.run(["analyze", garbage.path])
    #expect(notAWAV.code == .dataError && notAWAV.err.contains("is not a WAV recording"), "\(notAWAV.err)")
    let missing = await cli.run(["analyze", "/tmp/never-\(UUID().uuidString).wav"])
    #expect(missing.code == .noInput && missing.err.contains("There is no file at"), "\(missing.err)")
    let folder = await cli.run(["analyze", FileManager.default.temporaryDirectory.path])
    #expect(folder.code == .noInput)
    #expect(await cli.run(["analyze"]).code == .usage)
    #expect(await cli.run(["analyze", garbage.path, "extra"]).code == .usage)
  }
}
