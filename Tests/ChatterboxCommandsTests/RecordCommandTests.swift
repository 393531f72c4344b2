import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite("chatterbox record")
struct RecordCommandTests {
  @Test func recordsFromAFileAndPrintsAJSONSummary() async throws {
    let input = try ToneFile.makeInput()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString).wav")
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    let result = await CLIHarness().run(["record", output.path, "--source", "file:\(input.path)", "--json"])
    #expect(result.code == .success, "\(result.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["duration_seconds"] as? Double == 1)
    #expect(json["sample_rate"] as? Int == 48_000)
    #expect((json["sha256"] as? String)?.count == 64)
    #expect(FileManager.default.fileExists(atPath: output.path))

    // An independent reader agrees on the header.
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
      || FileManager.default.fileExists(atPath: "/root/.pyenv/shims/python3")
    {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c",
        "import wave,sys; w=wave.open(sys.argv[1]); print(w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes())",
        output.path,
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      process.waitForExit()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "1 2 48000 48000")
    }
  }

  @Test func badInputIsAClearError() async throws {
    let cli = CLIHarness()
    #expect(await cli.run(["record"]).code == .usage)
    #expect(await cli.run(["record", "/tmp/x.wav", "--seconds", "zero"]).code == .usage)
    #expect(await cli.run(["record", "/tmp/x.wav", "--source", "microphone"]).code == .usage)
    let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID().uuidString).wav")
    try Data("RIFF....WAVEjunk".utf8).write(to: garbage)
    defer { try? FileManager.default.removeItem(at: garbage) }
    let result = await cli.run(["record", "/tmp/never-\(UUID().uuidString).wav", "--source", "file:\(garbage.path)"])
    #expect(result.code == .dataError, "\(result.err)")
    #expect(result.err.hasPrefix("chatterbox: cannot use \(garbage.path): it ends before its audio begins."))
    #expect(!result.err.contains("microphone"), "a file's fault is not a missing microphone: \(result.err)")
  }

  /// `--force` replaces a file, never a folder: `record <folder> --force` once deleted the folder and all it held.
  @Test func aFolderIsNeverReplacedEvenWithForce() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let decoy = try folder.subdirectory("takes.wav")
    let kept = decoy.appendingPathComponent("keep.txt")
    try Data("precious".utf8).write(to: kept)
    let input = try ToneFile.makeInput()
    defer { try? FileManager.default.removeItem(at: input) }
    let cli = CLIHarness()
    for force in [false, true] {
      let run = await cli.run(
        ["record", decoy.path, "--source", "file:\(input.path)"] + (force ? ["--force"] : []))
      #expect(run.code == .usage && run.err.contains("is a folder: name a file to write"), "\(run.err)")
      #expect(try Data(contentsOf: kept) == Data("precious".utf8))
    }
  }

  /// ADR 0072: `--source file:` opens its WAV as `--audio` does, so one written to a pipe (placeholder sizes)
  /// is recorded whole, from a private copy in `TMPDIR` that is gone when the command ends.
  @Test func aStreamedWAVIsPlayedInFromAPrivateCopy() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    let copies = try folder.subdirectory("tmp")
    let input = try ToneFile.makeInput()
    defer { try? FileManager.default.removeItem(at: input) }
    try ToneFile.withPlaceholderSizes(input)
    let output = folder.file("out.wav")
    let result = await CLIHarness().run(
      ["record", output.path, "--source", "file:\(input.path)", "--json"], environment: ["TMPDIR": copies.path])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.err.contains("holds less audio than its header says"), "\(result.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["duration_seconds"] as? Double == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path).isEmpty, "the copy is removed")
  }
}
