import CLITestSupport
import Foundation
import TestSupport
import Testing

/// The `chatterbox` binary copied alone into an empty folder, without its
/// `Chatterbox_ChatterboxPresentation.resources` bundle: it must not trap (SwiftPM's `Bundle.module`
/// would), it shows keys instead of text (the documented fallback), says why once on stderr and
/// keeps its exit codes. Needs `CHATTERBOX_CLI_BIN` (set by Tools/run-tests); skipped without it
/// unless `CHATTERBOX_E2E_REQUIRED=1`.
@Suite("The CLI without its resource bundle", .enabled(if: cliBinary != nil || DevServer.isRequired))
struct MissingCatalogEndToEndTests {
  struct Run {
    var status: Int32
    var reason: Process.TerminationReason
    var out: String
    var err: String
  }

  func run(_ binary: URL, _ arguments: [String], home: URL) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ["HOME": home.path, "CHATTERBOX_HOME": home.path, "LANG": "C"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.environment = ChildEnvironment.keepingClockShift(process.environment ?? [:])
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    return Run(
      status: process.terminationStatus, reason: process.terminationReason,
      out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self))
  }

  @Test func helpAndACommandRunWithoutTheBundle() throws {
    let original = try #require(cliBinary, "CHATTERBOX_E2E_REQUIRED=1 needs CHATTERBOX_CLI_BIN")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("chatterbox")
    try FileManager.default.copyItem(at: original, to: alone)
    let home = folder.appendingPathComponent("home", isDirectory: true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chatterbox"])

    // With its bundle (the binary where it was built): English text.
    let control = try run(original, ["--help"], home: home)
    #expect(control.status == 0 && control.out.contains("Usage:"), "\(control.err.prefix(300))")

    // Alone: exit 0, the keys in place of the text, the command lines intact, one error saying why.
    let help = try run(alone, ["--help"], home: home)
    #expect(help.reason == .exit && help.status == 0, "\(help.reason) \(help.status): \(help.err.prefix(300))")
    #expect(help.out.contains("help.heading.usage"))
    #expect(help.out.contains("chatterbox [--api <url>] <command> [options]"))
    #expect(!help.out.contains("Usage:"))
    #expect(help.err.components(separatedBy: "string catalog unavailable").count == 2, "\(help.err.prefix(500))")
    #expect(help.err.contains("Chatterbox_ChatterboxPresentation"))
    #expect(!help.err.contains("missing localization"), "no warning per key when there is no catalog")

    // A command that fails keeps its exit code (65, data error) and shows the rejection's key.
    let open = try run(alone, ["open", "https://evil.example/x"], home: home)
    #expect(open.reason == .exit && open.status == 65, "\(open.reason) \(open.status): \(open.err.prefix(300))")
    #expect(open.err.contains("deeplink.rejected.host_not_allowed"))
  }
}
