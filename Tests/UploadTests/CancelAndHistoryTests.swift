import Foundation
import Networking
import Testing
import Upload

@Suite("Cancel and done history")
struct CancelAndHistoryTests {
  @Test func cancelRemovesAPendingJobAndItsFile() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    #expect(await harness.queue.cancel(id))
    #expect(harness.queue.jobs.isEmpty)
    #expect(harness.dataFiles().isEmpty)
    #expect(harness.jobFiles().isEmpty)
    #expect(await harness.queue.cancel(id) == false, "unknown now")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log.isEmpty)
  }

  @Test func cancelInterruptsTheRunningJobAndTheQueueMovesOn() async throws {
    let harness = try Harness()
    harness.server.hangPuts.withLock { $0 = true }
    try await harness.queue.start()
    let first = try await harness.queue.enqueue(
      file: try harness.makeRecording("a.wav", seed: 1), metadata: ["item": "en-001"], contentType: "audio/wav")
    let second = try await harness.queue.enqueue(
      file: try harness.makeRecording("b.wav", seed: 2), metadata: ["item": "en-002"], contentType: "audio/wav")
    await harness.server.waitUntilHung()
    harness.server.hangPuts.withLock { $0 = false }

    #expect(await harness.queue.cancel(first))
    await harness.queue.settle()
    #expect(harness.queue.jobs.map(\.id) == [second])
    #expect(harness.queue.jobs.first?.phase == .done)
    #expect(harness.jobFiles() == ["\(second).json"])
    #expect(harness.server.snapshot.completes == ["rec_2"])
  }

  @Test func doneJobsCannotBeCancelled() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(await harness.queue.cancel(id) == false)
    #expect(harness.queue.jobs.map(\.phase) == [.done])
  }

  @Test func failedJobsCanBeCancelled() async throws {
    let harness = try Harness()
    harness.server.script(.create, .notFound)
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(await harness.queue.cancel(id))
    #expect(harness.dataFiles().isEmpty)
  }

  @Test func theDoneHistoryIsPrunedToItsLimit() async throws {
    let harness = try Harness(doneHistoryLimit: 2)
    var ids: [UploadJobID] = []
    for index in 0..<3 {
      harness.clock.advance(by: .seconds(60))
      ids.append(
        try await harness.queue.enqueue(
          file: try harness.makeRecording("t\(index).wav", seed: UInt8(index)), metadata: ["item": "en-00\(index)"],
          contentType: "audio/wav"))
      await harness.queue.settle()
    }
    #expect(harness.queue.jobs.map(\.id) == Array(ids.suffix(2)))
    #expect(harness.jobFiles() == ids.suffix(2).map { "\($0).json" }.sorted())

    // Pruning also holds after a restart.
    let relaunched = harness.reopen()
    try await relaunched.start()
    #expect(relaunched.jobs.map(\.id) == Array(ids.suffix(2)))
  }
}
