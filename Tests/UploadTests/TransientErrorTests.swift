import Foundation
import Networking
import Testing
import Upload

@Suite("Transient errors wait, never fail")
struct TransientErrorTests {
  /// Collects every phase the first job passes through.
  private func phases(of queue: UploadQueue) -> Task<[UploadPhase], Never> {
    let stream = queue.updates()
    return Task {
      var seen: [UploadPhase] = []
      for await jobs in stream {
        guard let phase = jobs.first?.phase else { continue }
        if seen.last != phase { seen.append(phase) }
        if !phase.isActive { break }
      }
      return seen
    }
  }

  @Test func offlineCreateWaitsForNetworkThenSucceedsWithBackoffRecorded() async throws {
    let harness = try Harness()
    harness.server.script(.create, .offline, times: 2)
    let seen = phases(of: harness.queue)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    #expect(
      await seen.value == [
        .queued, .creating, .waitingForNetwork, .creating, .waitingForNetwork, .creating, .uploading, .completing,
        .done,
      ])
    // Equal jitter with random 0.5: ¾ of 2 s, then ¾ of 4 s. Recorded, never slept.
    #expect(harness.sleeps.value == [1.5, 3])
    #expect(harness.server.snapshot.creates.count == 3)
    #expect(harness.queue.jobs.first?.attempts == 0, "counters reset once the job made progress")
  }

  @Test func serverErrorsAndConnectionLossDuringThePutAreRetried() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.network(.server(status: 503, code: "unavailable", message: nil))))
    harness.server.scriptPut(.failure(.network(.offline)))  // connection lost mid-body
    harness.server.scriptPut(.failure(.network(.timeout)))
    harness.server.scriptPut(.failure(.network(.server(status: 500, code: "internal", message: nil))))
    let seen = phases(of: harness.queue)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    #expect(await seen.value.contains(.waitingForNetwork))
    #expect(harness.server.snapshot.puts.count == 5)
    #expect(harness.server.snapshot.creates.count == 1)
    #expect(harness.sleeps.value == [1.5, 3, 6, 12])
    #expect(harness.queue.jobs.first?.phase == .done)
  }

  @Test func rateLimitingWaitsAtLeastRetryAfter() async throws {
    let harness = try Harness()
    harness.server.script(.complete, .rateLimited(retryAfter: 30))
    harness.server.script(.complete, .server(status: 502, code: nil, message: nil))
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.sleeps.value == [30, 3])
    #expect(harness.queue.jobs.first?.phase == .done)
  }

  @Test func networkWaitsRetryBeyondMaxAttemptsWithACappedBackoff() async throws {
    let harness = try Harness(maxAttempts: 2)
    harness.server.script(.create, .offline, times: 10)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    // 2 s doubling, capped at 60 s: the ceilings are 2, 4, … 32, then 60 (¾ of each slept).
    #expect(harness.sleeps.value == [1.5, 3, 6, 12, 24, 45, 45, 45, 45, 45])
    #expect(harness.queue.jobs.first?.phase == .done, "maxAttempts does not apply to network waits")
  }

  @Test func snapshotsShowWaitingWithTheReasonAndAttempts() async throws {
    let harness = try Harness()
    harness.server.script(.create, .offline, times: 2)
    let queue = harness.reopen(time: harness.clock.source)
    try await queue.enqueue(file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    let drain = Task { await queue.drain(timeout: .seconds(1)) }
    await harness.clock.waitForSleepers(2)  // the 1.5 s backoff after the failed create, and the drain's deadline
    harness.clock.advance(by: .seconds(1))
    #expect(await drain.value == false, "offline: the drain deadline passes on the queue's clock")

    let job = try #require(queue.jobs.first)
    #expect(job.phase == .waitingForNetwork)
    #expect(job.state == .waitingForNetwork)
    #expect(job.attempts == 1)
    #expect(job.lastError?.key == "error.network.offline")

    // Connectivity is back: retry now instead of after the backoff.
    await queue.retryWaiting()
    await queue.waitUntil { $0.first?.attempts == 2 }
    await queue.retryWaiting()
    #expect(await queue.drained())
    #expect(queue.jobs.first?.phase == .done)
    #expect(queue.jobs.first?.lastError == nil)
  }
}
