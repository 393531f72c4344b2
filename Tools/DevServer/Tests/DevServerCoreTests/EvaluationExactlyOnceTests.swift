import Foundation
import HummingbirdTesting
import Synchronization
import Testing

@testable import DevServerCore

/// Two server instances on one database, two workers each, 200 takes completed concurrently through both:
/// every recording gets exactly one committed outcome (ADR 0031).
@Suite("Evaluation exactly once")
struct EvaluationExactlyOnceTests {
  @Test("Two instances on one SQLite file: 200 takes, each evaluated exactly once")
  func twoInstancesOnSQLite() async throws {
    try await exactlyOnce(recordings: 200) { configuration in
      configuration.databaseURL = nil
      configuration.usesOwnDatabaseSchema = false
    }
  }

  @Test(
    "Two instances on one PostgreSQL database: 200 takes, each evaluated exactly once",
    .enabled(
      if: TestHarness.postgresURL != nil,
      "needs CHATTERBOX_TEST_DATABASE_URL, e.g. Tools/postgres-dev -- Tools/run-tests --postgres"))
  func twoInstancesOnPostgres() async throws {
    try await exactlyOnce(recordings: 200) { _ in }
  }

  /// Runs two instances on one data directory (and so one database), completes `recordings` takes through
  /// both while two workers per instance evaluate, and checks each take's outcome was committed once.
  private func exactlyOnce(recordings: Int, configure: @escaping (inout ServerConfiguration) -> Void) async throws {
    let directory = TestHarness.temporaryDirectory()
    let clock = TestClock()
    let first = try await TestHarness.make(dataDirectory: directory, clock: clock, configure: configure)
    let second = try await TestHarness.make(dataDirectory: directory, clock: clock, configure: configure)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
      try await first.server.makeApplication().test(.router) { one in
        try await second.server.makeApplication().test(.router) { two in
          try await Self.exercise(recordings: recordings, harnesses: [first, second], clients: [one, two])
        }
      }
    } catch {
      try? await first.server.shutdown()
      try? await second.server.shutdown()
      try? await first.dropOwnSchema()
      throw error
    }
    try await first.server.shutdown()
    try await second.server.shutdown()
    try await first.dropOwnSchema()
  }

  private static func exercise(
    recordings: Int, harnesses: [TestHarness], clients: [any TestClientProtocol]
  ) async throws {
    let (tokens, _) = try await clients[0].signInWithProfile()
    let bytes = ToneWAV.bursts()
    let done = Flag()
    let started = ContinuousClock.now
    let workers = Task {
      try await withThrowingTaskGroup(of: (Int, [EvaluationWorker.Run]).self) { group in
        for (instance, harness) in harnesses.enumerated() {
          for _ in 0..<2 {
            group.addTask {
              let worker = EvaluationWorker(services: harness.services)
              var runs: [EvaluationWorker.Run] = []
              while true {
                if let run = try await worker.runOnce() {
                  runs.append(run)
                } else if done.isSet {
                  return (instance, runs)
                } else {
                  try await Task.sleep(for: .milliseconds(10))
                }
              }
            }
          }
        }
        return try await group.reduce(into: [(Int, [EvaluationWorker.Run])]()) { $0.append($1) }
      }
    }
    let ids = try await withThrowingTaskGroup(of: String.self) { group in
      var ids: [String] = []
      for index in 0..<recordings {
        if index >= 16, let id = try await group.next() { ids.append(id) }
        let client = clients[index % clients.count]
        group.addTask {
          let completed = try await client.completeRecording(token: tokens.access, bytes: bytes)
          guard let id = completed["id"] as? String else { throw TestFailure("no id") }
          return id
        }
      }
      for try await id in group { ids.append(id) }
      return ids
    }
    let harness = harnesses[0]
    let deadline = ContinuousClock.now + .seconds(180)
    while try await harness.count("SELECT COUNT(*) AS n FROM evaluation_jobs WHERE state IN ('pending', 'running')")
      > 0
    {
      guard ContinuousClock.now < deadline else { throw TestFailure("jobs still open after 180 s") }
      try await Task.sleep(for: .milliseconds(50))
    }
    let elapsed = ContinuousClock.now - started
    done.set()
    let byWorker = try await workers.value
    let runs = byWorker.flatMap(\.1)

    #expect(Set(ids).count == recordings)
    let recorded = runs.filter(\.recorded).map(\.job.recordingID)
    #expect(recorded.count == recordings, "one committed outcome per take")
    #expect(Set(recorded) == Set(ids))
    #expect(try await harness.count("SELECT COUNT(*) AS n FROM evaluation_jobs WHERE state = 'ready'") == recordings)
    #expect(try await harness.count("SELECT COUNT(*) AS n FROM evaluation_jobs WHERE evaluated_count <> 1") == 0)
    let outcomes = try await harness.count("SELECT CAST(SUM(evaluated_count) AS BIGINT) AS n FROM evaluation_jobs")
    #expect(outcomes == recordings)
    let perInstance = harnesses.indices.map { instance in
      byWorker.filter { $0.0 == instance }.flatMap(\.1).filter(\.recorded).count
    }
    let times = runs.map(\.analysisSeconds).sorted()
    let median = times[times.count / 2] * 1000
    let p99 = times[min(times.count - 1, times.count * 99 / 100)] * 1000
    print(
      "evaluation exactly once (\(harness.services.database.kind)): \(recordings) takes in \(elapsed),"
        + " analysis p50 \(String(format: "%.1f", median)) ms p99 \(String(format: "%.1f", p99)) ms,"
        + " outcomes per instance \(perInstance)")
  }
}

/// A one-way switch shared between tasks.
private final class Flag: Sendable {
  private let value = Atomic<Bool>(false)

  var isSet: Bool { value.load(ordering: .acquiring) }

  func set() {
    value.store(true, ordering: .releasing)
  }
}
