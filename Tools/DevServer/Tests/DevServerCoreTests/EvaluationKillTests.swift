import Foundation
import HummingbirdTesting
import Testing

@testable import DevServerCore

/// A real `chatterbox-dev-server` process killed with SIGKILL while it analyses a take: the next process on
/// the same data directory takes the job over once the lease ran out and records it once (ADR 0031).
@Suite("Evaluation across a killed process")
struct EvaluationKillTests {
  /// `CHATTERBOX_DEV_SERVER_BIN`, else the executable built next to this test bundle.
  static var serverBinary: String? {
    let candidates: [String?] = [
      ProcessInfo.processInfo.environment["CHATTERBOX_DEV_SERVER_BIN"],
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("chatterbox-dev-server").path,
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test(
    "SIGKILL mid-analysis: the restarted server retries the job after the lease and records it once",
    .enabled(if: serverBinary != nil, "needs the chatterbox-dev-server executable (swift build --build-tests)"),
    .timeLimit(.minutes(2)))
  func killedMidAnalysis() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sqliteOnly: (inout ServerConfiguration) -> Void = {
      $0.databaseURL = nil
      $0.usesOwnDatabaseSchema = false
      $0.evaluationWorkers = 0
    }
    // This in-process instance runs no worker: it completes the take and watches the job table.
    let harness = try await TestHarness.make(dataDirectory: directory, configure: sqliteOnly)
    do {
      let id = try await harness.server.makeApplication().test(.router) { client in
        let (tokens, _) = try await client.signInWithProfile()
        let spans = stride(from: 0.5, to: 59.5, by: 0.6).map { ($0, $0 + 0.35) }
        let completed = try await client.completeRecording(
          token: tokens.access, bytes: ToneWAV.bursts(spans, total: 60))
        return try #require(completed["id"] as? String)
      }
      let first = try ServerProcess.start(directory: directory, lease: 2)
      try await harness.waitFor(id, "state = 'running'")
      first.kill()
      #expect(try await harness.jobCount(id, "attempts") == 1)
      #expect(try await harness.jobCount(id, "evaluated_count") == 0, "killed before it finished")

      let second = try ServerProcess.start(directory: directory, lease: 2)
      defer { second.kill() }
      try await harness.waitFor(id, "state = 'ready'")
      #expect(try await harness.jobCount(id, "attempts") == 2)
      #expect(try await harness.jobCount(id, "evaluated_count") == 1)
      try await harness.server.shutdown()
    } catch {
      try? await harness.server.shutdown()
      throw error
    }
  }
}

/// A `serve` process on a data directory, killed with SIGKILL (no clean shutdown).
private struct ServerProcess {
  let process: Process

  static func start(directory: String, lease: Int) throws -> ServerProcess {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(EvaluationKillTests.serverBinary))
    process.arguments = [
      "serve", "--dev", "--port", "0", "--data-dir", directory, "--evaluation-lease", String(lease),
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["CHATTERBOX_DATABASE_URL"] = nil
    environment["CHATTERBOX_DATABASE_OWN_SCHEMA"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return ServerProcess(process: process)
  }

  func kill() {
    guard process.isRunning else { return }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

extension TestHarness {
  /// Waits up to 60 s for the recording's job to match `condition` (SQL over `evaluation_jobs`).
  func waitFor(_ recordingID: String, _ condition: String) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while try await count(
      "SELECT COUNT(*) AS n FROM evaluation_jobs WHERE recording_id = ? AND \(condition)", [recordingID]) == 0
    {
      guard ContinuousClock.now < deadline else { throw TestFailure("\(recordingID): never \(condition)") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
