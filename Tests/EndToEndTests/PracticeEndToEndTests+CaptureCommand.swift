import CLITestSupport
import Foundation
import TestSupport
import Testing

/// A capture command that cannot record says which command and why (issue 35 item 7), not only
/// "Could not record the take."; its arguments are never printed, nor credentials in its words.
extension PracticeEndToEndTests {
  @Test func aCaptureCommandThatCannotRecordSaysWhichAndWhy() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let script = FileManager.default.temporaryDirectory.appendingPathComponent("no-mic-\(UUID().uuidString).sh")
      defer { try? FileManager.default.removeItem(at: script) }
      // Executed itself (its name is what the message must say), so written close-on-exec (ScriptFile).
      try ScriptFile.write(
        "#!/bin/sh\necho 'audio open error: rtsp://ana:s3cret@mic.local/in: No such device' >&2\nexit 3\n", to: script)

      let practice = await cli.run([
        "practice", "en-002", "--yes", "--source", "command:\(script.path) --token hunter2",
      ])
      #expect(practice.code == .failure, "\(practice.code) \(practice.err)")
      #expect(
        practice.err.contains("The capture command '\(script.lastPathComponent)' could not record"), "\(practice.err)")
      #expect(practice.err.contains("status 3"), "why: \(practice.err)")
      #expect(practice.err.contains("audio open error"), "the command's own last line: \(practice.err)")
      #expect(!practice.err.contains("Could not record the take."))
      #expect(!practice.err.contains("hunter2"), "no argument of the command")
      #expect(!practice.err.contains("s3cret"), "no credentials from its words")
    }
  }
}
