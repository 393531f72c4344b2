import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite("Killing the CLI mid-upload loses nothing", .enabled(if: devServerAvailable && cliBinary != nil), .serialized)
struct KillEndToEndTests {
  @Test func killMidUploadThenRetry() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }

      // Hold every upload so the kill lands while the PUT is in flight, however late it starts.
      try await server.setFaults(#"{"latency_ms":30000,"routes":["/uploads"]}"#)
      let process = Process()
      guard let binary = cliBinary else { return }
      process.executableURL = binary
      process.arguments = ["practice", "en-006", "--audio", input.path, "--yes", "--json"]
      process.environment = ChildEnvironment.keepingClockShift([
        "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
      ])
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      #expect(await cli.anUploadIsInFlight(in: process))
      let files = cli.accountFolder("uploads/files")
      kill(process.processIdentifier, SIGKILL)
      await process.exited()
      try await server.setFaults(nil)

      let retry = await cli.run(["uploads", "retry", "--timeout", "60", "--json"])
      #expect(retry.code == .success, "\(retry.out) \(retry.err)")
      let history = try #require(
        try JSONSerialization.jsonObject(with: Data(await cli.run(["history", "--json"]).out.utf8)) as? [String: Any])
      let items = history["items"] as? [[String: Any]] ?? []
      #expect(items.count == 1)
      #expect(items.first?["cue_id"] as? String == "en-006")
      let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []).filter {
        $0.hasSuffix(".wav")
      }
      #expect(leftovers.isEmpty)
    }
  }
}

@Suite("A take interrupted before it was queued is uploaded later", .enabled(if: devServerAvailable), .serialized)
struct InterruptedTakeEndToEndTests {
  @Test func anOrphanedTakeIsQueuedByUploadsRetry() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      _ = await cli.run(["uploads"])  // creates the account's folders
      // What a killed `practice` leaves: a finished take in the recordings folder, never queued.
      let recordings = cli.accountFolder("recordings")
      try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
      let take = recordings.appendingPathComponent("en-011-20261122T120000-abc123.wav")
      try FileManager.default.copyItem(at: try ToneFile.makeInput(), to: take)
      let old = Date().addingTimeInterval(-600)
      try FileDates.setModificationDate(old, ofItemAt: take.path)  // holds with the wall clock moved, too
      let fresh = recordings.appendingPathComponent("en-012-20261122T120100-def456.wav")
      try FileManager.default.copyItem(at: try ToneFile.makeInput(), to: fresh)

      let retry = await cli.run(["uploads", "retry", "--timeout", "60"])
      #expect(retry.code == .success, "\(retry.out) \(retry.err)")
      let history = try #require(
        try JSONSerialization.jsonObject(with: Data(await cli.run(["history", "--json"]).out.utf8)) as? [String: Any])
      let cues = (history["items"] as? [[String: Any]] ?? []).compactMap { $0["cue_id"] as? String }
      #expect(cues == ["en-011"], "only the old take is adopted; a fresh one may belong to a running session")
      #expect(!FileManager.default.fileExists(atPath: take.path))
      #expect(FileManager.default.fileExists(atPath: fresh.path))
    }
  }
}
