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
    #expect(notAWAV.code == .dataError && notAWAV.err.contains("it ends before its audio begins."), "\(notAWAV.err)")
    let missing = await cli.run(["analyze", "/tmp/never-\(UUID().uuidString).wav"])
    #expect(missing.code == .noInput && missing.err.contains("There is no file at"), "\(missing.err)")
    let folder = await cli.run(["analyze", FileManager.default.temporaryDirectory.path])
    #expect(folder.code == .noInput && folder.err.contains("is a folder, not a recording"), "\(folder.err)")
    #expect(await cli.run(["analyze"]).code == .usage)
    #expect(await cli.run(["analyze", garbage.path, "extra"]).code == .usage)
  }

  /// ADR 0072: a file the reader refuses is named with what is wrong with it, in the UI language, and what to do.
  @Test func aRefusedFileSaysWhyInTheLearnersLanguage() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let float = folder.file("float.wav")
    try Self.header(formatTag: 3, bitsPerSample: 32, dataBytes: 400).write(to: float)
    let text = folder.file("notes.wav")
    try Data("hello\n".utf8).write(to: text)
    let empty = folder.file("empty.wav")
    try Data().write(to: empty)
    let cli = CLIHarness()
    let cases: [(URL, String)] = [
      (float, "it is not 16-bit PCM audio"), (text, "it is not a WAV file."), (empty, "it is empty."),
    ]
    for (file, words) in cases {
      let run = await cli.run(["analyze", file.path])
      #expect(run.code == .dataError && run.err.contains("cannot use \(file.path): \(words)"), "\(run.err)")
    }
    let german = await cli.run(["--lang", "de", "analyze", float.path])
    #expect(german.err.contains("kann nicht verwendet werden: es ist kein 16-Bit-PCM-Ton"), "\(german.err)")
    #expect(german.err.contains("sox in.wav -b 16"), "what to do, in a command that works: \(german.err)")
  }

  /// ADR 0072: a WAV written to a pipe (placeholder sizes, as `espeak-ng --stdout` leaves them) is analysed
  /// from a private copy in `TMPDIR`, with a note; the file itself is not written and the copy is gone after.
  @Test func aWAVWithPlaceholderSizesIsReadFromAPrivateCopy() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let streamed = try ToneFile.makeSpeech()
    defer { try? FileManager.default.removeItem(at: streamed) }
    try ToneFile.withPlaceholderSizes(streamed)
    let before = try Data(contentsOf: streamed)
    let cli = CLIHarness()
    let json = await cli.run(["analyze", streamed.path, "--json"], environment: ["TMPDIR": folder.url.path])
    #expect(json.code == .success, "\(json.err)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["speech"] as? Bool == true && object["file"] as? String == streamed.path, "\(json.out)")
    #expect(json.err.contains("holds less audio than its header says"), "\(json.err)")
    #expect(try Data(contentsOf: streamed) == before, "the learner's file is not repaired in place")
    #expect(folder.contents().isEmpty, "the copy is removed: \(folder.contents())")
    // No room for the copy: said so, with the folder, and nothing left behind.
    let nowhere = folder.url.appendingPathComponent("missing").path
    let noRoom = await cli.run(["analyze", streamed.path], environment: ["TMPDIR": nowhere])
    #expect(noRoom.code == .dataError && noRoom.err.contains("could not be written in \(nowhere)"), "\(noRoom.err)")
  }

  /// A pipe (a process substitution's `/dev/fd/N`) is read once into the copy; its header cannot know the
  /// length, so there is no note.
  @Test func aPipeIsReadWhole() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let speech = try ToneFile.makeSpeech()
    defer { try? FileManager.default.removeItem(at: speech) }
    try ToneFile.withPlaceholderSizes(speech)
    let pipe = Pipe()
    let bytes = try Data(contentsOf: speech)
    let writer = Thread {
      try? pipe.fileHandleForWriting.write(contentsOf: bytes)
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let run = await CLIHarness().run(["analyze", path], environment: ["TMPDIR": folder.url.path])
    #expect(run.code == .success && run.out.contains("Syllables:"), "\(run.out)\(run.err)")
    #expect(!run.err.contains("holds less audio"), "\(run.err)")
    #expect(folder.contents().isEmpty)
  }

  /// A stream that is not a WAV is refused from the bytes that have arrived, not after 64 KiB or its end:
  /// here the writer sends 40 bytes and then waits, holding the pipe open, until the command has answered.
  @Test(.timeLimit(.minutes(2))) func aSlowStreamThatIsNotAWAVIsRefusedFromItsFirstBytes() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data("this is a text file, not a WAV at all.\n".utf8))
    defer { try? pipe.fileHandleForWriting.close() }
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let run = await CLIHarness().run(["analyze", path], environment: ["TMPDIR": folder.url.path])
    #expect(run.code == .dataError && run.err.contains("it is not a WAV file."), "\(run.err)")
    #expect(folder.contents().isEmpty)
  }

  /// An endless device is known not to be a WAV from its first 12 bytes: refused at once, nothing copied.
  @Test func anEndlessDeviceIsRefusedFromItsFirstBytes() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let run = await CLIHarness().run(["analyze", "/dev/zero"], environment: ["TMPDIR": folder.url.path])
    #expect(run.code == .dataError && run.err.contains("cannot use /dev/zero: it is not a WAV file."), "\(run.err)")
    #expect(folder.contents().isEmpty)
  }

  /// A 44-byte header of a PCM-shaped file with `formatTag` (3 is IEEE float), then `dataBytes` of zeros.
  static func header(formatTag: UInt16, bitsPerSample: UInt16, dataBytes: UInt32) -> Data {
    var data = Data("RIFF".utf8)
    func le32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    func le16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    let blockAlign = bitsPerSample / 8
    le32(36 + dataBytes)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    le32(16)
    le16(formatTag)
    le16(1)
    le32(16_000)
    le32(16_000 * UInt32(blockAlign))
    le16(blockAlign)
    le16(bitsPerSample)
    data.append(contentsOf: Array("data".utf8))
    le32(dataBytes)
    return data + Data(count: Int(dataBytes))
  }
}
