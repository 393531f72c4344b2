import CLITestSupport
import Foundation
import TestSupport
import Testing

/// ADR 0072: a recording written to a pipe is used like any other. `practice --audio` uploads what a WAV
/// with placeholder sizes holds (as `espeak-ng --stdout > take.wav` or `arecord > take.wav` leave it) to
/// the dev server, from a private copy, and leaves the learner's file as it was; the `chatterbox` binary
/// analyses a WAV piped to its standard input (`… | chatterbox analyze -`).
@Suite("Recordings written to a pipe, end to end")
struct StreamedRecordingEndToEndTests {
  @Test(.enabled(if: devServerAvailable)) func practiceUploadsWhatAStreamedWAVHolds() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "streamed")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let folder = try TemporaryDirectory()
      defer { folder.cleanUp() }
      let take = try ToneFile.makeSpeech()
      defer { try? FileManager.default.removeItem(at: take) }
      try ToneFile.withPlaceholderSizes(take)
      let before = try Data(contentsOf: take)

      let practice = await cli.run(
        ["practice", "en-001", "--audio", take.path, "--yes", "--no-feedback"], environment: ["TMPDIR": folder.url.path]
      )
      #expect(practice.code == .success, "\(practice.err)")
      #expect(practice.err.contains("holds less audio than its header says"), "\(practice.err)")
      #expect(try Data(contentsOf: take) == before, "the learner's file is not repaired in place")
      #expect(folder.contents().isEmpty, "the private copy is removed: \(folder.contents())")

      let history = try JSONSerialization.jsonObject(with: Data(await cli.run(["history", "--json"]).out.utf8))
      let items = try #require((history as? [String: Any])?["items"] as? [[String: Any]])
      #expect(items.count == 1, "\(items)")
      // The upload is the audio the file holds, under a header that says so: 3 s of 48 kHz mono 16-bit.
      #expect(items.first?["duration_ms"] as? Int == 3_000, "\(items)")
      #expect(items.first?["byte_size"] as? Int == 44 + 3 * 96_000, "\(items)")
    }
  }

  @Test(.enabled(if: cliBinary != nil || DevServer.isRequired)) func analyzeReadsAWAVPipedToItsStandardInput()
    throws
  {
    let binary = try #require(cliBinary, "CHATTERBOX_E2E_REQUIRED=1 needs CHATTERBOX_CLI_BIN")
    let (folder, speech, copies) = try Self.speechAndCopiesFolder()
    defer { folder.cleanUp() }
    try ToneFile.withPlaceholderSizes(speech)

    let (status, printed, complaints) = try Self.analyzePiped(speech, binary: binary, folder: folder, copies: copies)
    #expect(status == 0, "\(complaints)")
    let object = try #require(try JSONSerialization.jsonObject(with: printed) as? [String: Any], "\(complaints)")
    #expect(object["file"] as? String == "-" && object["speech"] as? Bool == true, "\(object)")
    #expect(complaints.isEmpty, "a stream's header cannot know its length, so no note: \(complaints)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path).isEmpty, "the copy is removed")
    #expect(!FileManager.default.fileExists(atPath: folder.file("home").path), "no data folder for an analysis")
  }

  /// ADR 0076: `analyze -` killed (SIGKILL) while it reads leaves its private copy; the next stream read into
  /// the same folder deletes it, once the file system dates it a minute older than the new copy.
  @Test(.enabled(if: cliBinary != nil || DevServer.isRequired)) func aCopyLeftByAKilledAnalysisIsDeletedByTheNext()
    throws
  {
    let binary = try #require(cliBinary, "CHATTERBOX_E2E_REQUIRED=1 needs CHATTERBOX_CLI_BIN")
    let (folder, speech, copies) = try Self.speechAndCopiesFolder()
    defer { folder.cleanUp() }

    // Half a take written to a pipe this test keeps open: the command is still reading when it is killed.
    let input = Pipe()
    let process = Process()
    process.executableURL = binary
    process.arguments = ["analyze", "-"]
    process.environment = Self.environment(folder: folder, copies: copies)
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = try Data(contentsOf: speech)
    try input.fileHandleForWriting.write(contentsOf: bytes.prefix(bytes.count / 2))
    // Waits for the copy to appear (the signal that reading began); the deadline only ends a hang.
    let deadline = ContinuousClock.now + .seconds(120)
    while try FileManager.default.contentsOfDirectory(atPath: copies.path).isEmpty && ContinuousClock.now < deadline {
      try #require(process.isRunning, "analyze ended before it was killed")
      usleep(20_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitForExit()
    try? input.fileHandleForWriting.close()
    let left = try FileManager.default.contentsOfDirectory(atPath: copies.path)
    try #require(left.count == 1, "the killed command's copy: \(left)")
    let copy = copies.appendingPathComponent(left[0])
    let modified = try #require(try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date)
    // utimensat, which the wall-clock shim moves back as it moves stat forward: holds with the clock moved.
    try FileDates.setModificationDate(modified.addingTimeInterval(-120), ofItemAt: copy.path)

    let (status, _, complaints) = try Self.analyzePiped(speech, binary: binary, folder: folder, copies: copies)
    #expect(status == 0, "\(complaints)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path).isEmpty, "both copies are gone")
  }

  /// A folder holding a speech-like take (`speech.wav`) and an empty `tmp/` for `TMPDIR`.
  private static func speechAndCopiesFolder() throws -> (TemporaryDirectory, URL, URL) {
    let folder = try TemporaryDirectory()
    do {
      let speech = folder.file("speech.wav")
      try FileManager.default.moveItem(at: try ToneFile.makeSpeech(), to: speech)
      let copies = folder.url.appendingPathComponent("tmp", isDirectory: true)
      try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
      return (folder, speech, copies)
    } catch {
      folder.cleanUp()
      throw error
    }
  }

  private static func environment(folder: TemporaryDirectory, copies: URL) -> [String: String] {
    ChildEnvironment.keepingClockShift([
      "HOME": folder.url.path, "CHATTERBOX_HOME": folder.file("home").path, "TMPDIR": copies.path, "LANG": "C",
      "PATH": "/usr/bin:/bin",
    ])
  }

  /// `cat <file> | chatterbox analyze - --json`: a real pipe, written by `cat`, so a command that stops
  /// reading early ends the writer, not this process. Answers the exit status, standard output and error.
  private static func analyzePiped(
    _ file: URL, binary: URL, folder: TemporaryDirectory, copies: URL
  ) throws -> (Int32, Data, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"cat "$1" | "$2" analyze - --json"#, "sh", file.path, binary.path]
    process.environment = environment(folder: folder, copies: copies)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let printed = out.fileHandleForReading.readDataToEndOfFile()
    let complaints = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitForExit()
    return (process.terminationStatus, printed, complaints)
  }

  /// `analyze -` on a terminal would wait for a WAV typed by hand: a usage error that says how to pipe one in.
  @Test(
    .enabled(
      if: (cliBinary != nil || DevServer.isRequired) && FileManager.default.fileExists(atPath: "/usr/bin/script")))
  func analyzeRefusesATerminalAsItsStandardInput() throws {
    let binary = try #require(cliBinary, "CHATTERBOX_E2E_REQUIRED=1 needs CHATTERBOX_CLI_BIN")
    let folder = try TemporaryDirectory()
    defer { folder.cleanUp() }
    // script(1) gives the command a pseudo-terminal for its standard input and output.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-q", "-e", "-c", "'\(binary.path)' analyze -", "/dev/null"]
    process.environment = ChildEnvironment.keepingClockShift([
      "HOME": folder.url.path, "CHATTERBOX_HOME": folder.file("home").path, "LANG": "C", "PATH": "/usr/bin:/bin",
    ])
    process.standardInput = FileHandle.nullDevice
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitForExit()
    #expect(process.terminationStatus == 64, "\(printed)")
    #expect(printed.contains("which is this terminal: pipe one in"), "\(printed)")
  }
}
