import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import Storage
import TerminalUI
import TestSupport
import Testing

@Suite("CLI practice end to end", .enabled(if: devServerAvailable), .serialized)
struct PracticeEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The sha256 the recorder produces for this input (the take is re-encoded deterministically).
  func expectedSHA(_ cli: CLIHarness, input: URL) async throws -> String {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("expected-\(UUID().uuidString).wav")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = await cli.run(["record", out.path, "--source", "file:\(input.path)", "--json"])
    return try #require(try json(result.out)["sha256"] as? String)
  }

  @Test func practiseUploadAndFindInHistory() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeSpeech()
      defer { try? FileManager.default.removeItem(at: input) }
      let sha = try await expectedSHA(cli, input: input)

      let practice = await cli.run(["practice", "en-002", "--audio", input.path, "--json"])
      #expect(practice.code == .success, "\(practice.err)")
      let recordingID = try #require(try json(practice.out)["recording_id"] as? String)

      let history = try json(await cli.run(["history", "--json"]).out)
      let items = history["items"] as? [[String: Any]] ?? []
      #expect(items.count == 1)
      #expect(items.first?["id"] as? String == recordingID)
      #expect(items.first?["sha256"] as? String == sha)
      #expect(history["practised_cue_count"] as? Int == 1)

      // History reads well (issue 38 item 4): a second take of the cue is its attempt 2, and rows name the
      // cue by the title the server gave it, not its id.
      let cues = try json(await cli.run(["cues", "--json"]).out)["items"] as? [[String: Any]] ?? []
      let title = try #require(cues.first { $0["id"] as? String == "en-002" }?["title"] as? String)
      let again = await cli.run(["practice", "en-002", "--audio", input.path, "--json"])
      let againID = try #require(try json(again.out)["recording_id"] as? String)
      let rows = await cli.run(["history"], environment: ["COLUMNS": "200"])
      let lines = rows.out.split(separator: "\n")
      #expect(lines.contains { $0.contains(title) && $0.contains("attempt 2") && $0.hasSuffix(againID) }, "\(rows.out)")
      #expect(
        lines.contains { $0.contains(title) && $0.contains("attempt 1") && $0.hasSuffix(recordingID) }, "\(rows.out)")
      #expect(await cli.run(["history", "delete", againID, "--yes"]).code == .success)

      // Nothing is left behind locally once the server confirmed the upload.
      let files = cli.accountFolder("uploads/files")
      let leftovers =
        (try? FileManager.default.contentsOfDirectory(atPath: files.path))?.filter { $0.hasSuffix(".wav") } ?? []
      #expect(leftovers.isEmpty)

      #expect(await cli.run(["history", "delete", recordingID, "--yes"]).code == .success)
      let afterDelete = try json(await cli.run(["history", "--json"]).out)
      #expect((afterDelete["items"] as? [Any])?.isEmpty == true)
      let bad = await cli.run(["practice", "en-002", "--audio", "/nonexistent.wav"])
      #expect(bad.code == .dataError)
    }
  }

  @Test func everyRecordingArrivesExactlyOnceDespiteFaults() async throws {
    try await DevServer.with(arguments: ["--magic-link-rate-limit", "100"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let sha = try await expectedSHA(cli, input: input)

      try await server.setFaults(
        #"{"error_rate":{"/rpc/create_recording_upload":0.3,"/rpc/complete_recording_upload":0.3,"/uploads":0.3},"rate_limit_burst":2,"drop_connection_rate":0.2,"routes":["/rpc/create_recording_upload","/rpc/complete_recording_upload","/uploads"],"seed":42}"#
      )
      let cues = ["en-003", "en-004", "en-005"]
      for cue in cues { _ = await cli.run(["practice", cue, "--audio", input.path, "--json"]) }
      for _ in 0..<6 {
        if await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success { break }
      }
      try await server.setFaults(nil)
      #expect(await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success)

      let items = try json(await cli.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []
      #expect(items.count == cues.count, "duplicates or losses: \(items.map { $0["cue_id"] ?? "" })")
      #expect(Set(items.compactMap { $0["cue_id"] as? String }) == Set(cues))
      #expect(items.allSatisfy { $0["sha256"] as? String == sha })
    }
  }
}
