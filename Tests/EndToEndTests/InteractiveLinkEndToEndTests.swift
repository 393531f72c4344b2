import CLITestSupport
import Foundation
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// The interactive app started with a link, as a tap starts a phone app cold, against the dev
/// server: `chatterbox open <link> --interactive` (the real binary, in plain mode with no input,
/// so it shows the first page and leaves) and the same launch in-process with answers.
@Suite(
  "Interactive app started with a link end to end", .enabled(if: devServerAvailable && cliBinary != nil), .serialized)
struct InteractiveLinkEndToEndTests {
  /// Runs the real binary on the harness's home with no input; its output and exit status.
  func openInteractive(_ link: String, cli: CLIHarness, api: URL) async throws -> (status: Int32, out: String) {
    guard let binary = cliBinary else { throw DevServerError.binaryMissing }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["open", link, "--interactive"]
    process.environment = [
      "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": api.absoluteString,
    ]
    let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outFile) }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = process.standardOutput
    process.environment = ChildEnvironment.keepingClockShift(process.environment ?? [:])
    try process.run()
    await process.exited()
    return (process.terminationStatus, (try? String(contentsOf: outFile, encoding: .utf8)) ?? "")
  }

  @Test func aSignInLinkSignsInAndACueLinkOpensTheCue() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "link-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let magicLink = try await server.latestMessage(for: email).link

      // Cold start with the sign-in link: no email step; the first launch asks for a language.
      let out = LockedBuffer()
      let console = Console(out: out.append, error: out.append, isInteractive: false)
      let environment = [
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
      ]
      #expect(
        await InteractiveApp.launch(
          global: ParsedArguments(), environment: environment, console: console, logHandler: cli.logs,
          input: ScriptedLineSource(["2", "y", ""]), link: magicLink) == .success)
      #expect(!out.text.contains("Check your email"), "\(out.text.prefix(600))")
      #expect(out.text.contains("Practise Español from now on?"))
      #expect(!out.text.contains(magicLink) && !out.text.contains(email), "no secret in the output")
      #expect(await cli.run(["whoami"]).code == .success)

      // The real command line with a cue link: the cue's detail is the first page.
      let origin = try #require(magicLink.range(of: "/auth/magic")).lowerBound
      let cue = try await openInteractive(magicLink[..<origin] + "/cues/es-002", cli: cli, api: server.baseURL)
      #expect(cue.status == 0, "\(cue.out)")
      #expect(cue.out.contains("· es-002"), "\(cue.out.prefix(800))")

      // A cue of another language is not the learner's: the cue list says so.
      let other = try await openInteractive(magicLink[..<origin] + "/cues/en-001", cli: cli, api: server.baseURL)
      #expect(other.out.contains("No cue en-001 in your practice language."), "\(other.out.prefix(800))")

      // A link the app would refuse is refused before anything starts, as plain `open` does.
      let refused = await cli.run(["open", "https://evil.example.com/cues/es-002", "--interactive"])
      #expect(refused.code == .dataError)
      #expect(refused.err.contains("doesn't trust"))
    }
  }
}
