import CLITestSupport
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import TestSupport
import Testing

/// Every failure printed to a person is a sentence (issue 35 item 5): a data folder that cannot be
/// written is named with why and what to do (exit 73), never a Swift value; log warnings stay in
/// the log (the real binary, whose stderr a person reads, prints no log line by default).
extension HostileFolderTests {
  /// A Swift value or a log line where a sentence belongs.
  static func expectSentence(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for value in ["StorageError", "disk(", "unwritable(", "DiskFailure", "reason:"] {
      #expect(!text.contains(value), "a Swift value was printed: \(text)", sourceLocation: sourceLocation)
    }
    let logLine = #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}|\b(warning|notice|error) \[/#
    #expect(text.firstMatch(of: logLine) == nil, "a log line was printed: \(text)", sourceLocation: sourceLocation)
    expectWords(text, sourceLocation: sourceLocation)
  }

  @Test(
    "practice on a read-only data folder names the folder and exits 73",
    .enabled(if: ScratchMount.isPermitted, mountReason))
  func practiceOnAReadOnlyFolder() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let home = try ScratchMount(at: cli.home)
      defer { home.unmount() }
      _ = try await CLITestSupport.signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }

      #expect(home.setReadOnly(true))
      let practice = await cli.run(["practice", "en-002", "--audio", input.path])
      #expect(practice.code == .cannotCreate, "\(practice.code) \(practice.err)")
      #expect(practice.err.contains("is on a read-only disk, so nothing can be saved"), "\(practice.err)")
      #expect(practice.err.contains(cli.home.appendingPathComponent("data").path), "which folder: \(practice.err)")
      #expect(practice.err.contains("CHATTERBOX_HOME"), "what to do")
      Self.expectSentence(practice.err)
    }
  }

  @Test("a data folder that is a file is named in a sentence, exit 73 (no mount needed, root or not)")
  func aDataFolderThatIsAFile() async throws {
    let cli = CLIHarness()
    try FileManager.default.createDirectory(at: cli.home, withIntermediateDirectories: true)
    try Data("a decoy, not a folder\n".utf8).write(to: cli.home.appendingPathComponent("data"))
    let result = await cli.run(["settings", "preview", "on"])
    #expect(result.code == .cannotCreate, "\(result.code) \(result.err)")
    #expect(result.err.contains("can't be written to"), "\(result.err)")
    #expect(result.err.contains(cli.home.appendingPathComponent("data").path), "\(result.err)")
    Self.expectSentence(result.err)
  }

  @Test(
    "the real binary prints sentences, never log lines: logout on a read-only folder, --lang pl",
    .enabled(if: ScratchMount.isPermitted && (cliBinary != nil || DevServer.isRequired), mountReason))
  func theBinaryPrintsNoLogLines() async throws {
    let binary = try #require(cliBinary, "CHATTERBOX_E2E_REQUIRED=1 needs CHATTERBOX_CLI_BIN")
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let home = try ScratchMount(at: cli.home)
      defer { home.unmount() }
      _ = try await CLITestSupport.signIn(cli, server: server)
      let environment = [
        "HOME": cli.home.path, "CHATTERBOX_HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
        "LANG": "C",
      ]

      let unshipped = try Self.runBinary(binary, ["--lang", "pl", "whoami"], environment: environment)
      #expect(unshipped.status == 0, "\(unshipped.err)")
      #expect(unshipped.err.contains("There are no words in 'pl' yet; showing English."), "\(unshipped.err)")
      Self.expectSentence(unshipped.err)

      #expect(home.setReadOnly(true))
      let logout = try Self.runBinary(binary, ["logout"], environment: environment)
      #expect(logout.status == ExitCode.ioError.rawValue, "\(logout.status) \(logout.err)")
      #expect(logout.err.contains("could not be removed from this device"), "\(logout.err)")
      Self.expectSentence(logout.err)
      #expect(home.setReadOnly(false))
    }
  }

  /// The binary's exit status and stderr (stdout is read and dropped).
  static func runBinary(
    _ binary: URL, _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, err: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ChildEnvironment.keepingClockShift(environment)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    _ = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }
}
