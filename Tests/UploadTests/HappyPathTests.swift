import Foundation
import Observability
import Storage
import Testing
import Upload

@Suite("Happy path")
struct HappyPathTests {
  @Test func createPutCompleteThenDeletesTheFileOnlyAfterCompletion() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording(bytes: 10_000)
    let expectedSHA = try SHA256.hash(fileAt: take).hexString
    // Inside `complete`, the local file must still exist: deletion waits for the confirmation.
    let fileExistedAtComplete = LockedValue(false)
    let files = harness.filesFolder
    harness.server.onComplete.withLock { hook in
      hook = { _ in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? []
        fileExistedAtComplete.withLock { $0 = names.contains { $0.hasSuffix(".wav") } }
      }
    }

    try await harness.queue.start()
    let id = try await harness.queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    let state = harness.server.snapshot
    #expect(state.log == ["create", "put", "complete"])
    #expect(state.creates.count == 1)
    #expect(state.creates.first?.sha256 == expectedSHA)
    #expect(state.creates.first?.byteSize == 10_000)
    #expect(state.creates.first?.contentType == "audio/wav")
    #expect(state.completes == ["rec_1"])
    #expect(fileExistedAtComplete.value)
    #expect(harness.dataFiles().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: take.path), "the file moved out of the recorder's folder")

    let job = try #require(harness.queue.jobs.first)
    #expect(job.id == id)
    #expect(job.phase == .done)
    #expect(job.state == .done(remoteID: "rec_1"))
    #expect(job.bytesSent == 10_000)
    #expect(job.remoteID == "rec_1")
    #expect(try harness.jobJSON(id)["phase"] as? String == "done")
  }

  @Test func progressIsReportedWhileSending() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording(bytes: 8_000)
    let updates = harness.queue.updates()
    let collected = Task {
      var progress: [Int] = []
      for await jobs in updates {
        if let job = jobs.first, job.phase == .uploading { progress.append(job.bytesSent) }
        if jobs.first?.phase == .done { break }
      }
      return progress
    }
    try await harness.queue.start()
    try await harness.queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let progress = await collected.value
    // The fake transport sends 4 chunks of 2000 bytes; every whole-percent step is published.
    #expect(progress.contains(2_000))
    #expect(progress.contains(8_000))
    #expect(progress == progress.sorted(), "progress only grows within one PUT")
  }

  @Test func jobsRunOneAtATimeInEnqueueOrder() async throws {
    let harness = try Harness()
    let first = try harness.makeRecording("a.wav", seed: 1)
    let second = try harness.makeRecording("b.wav", seed: 2)
    let third = try harness.makeRecording("c.wav", seed: 3)
    try await harness.queue.enqueue(file: first, metadata: ["item": "en-001"], contentType: "audio/wav")
    try await harness.queue.enqueue(file: second, metadata: ["item": "en-002"], contentType: "audio/wav")
    try await harness.queue.enqueue(file: third, metadata: ["item": "en-003"], contentType: "audio/wav")
    // Many concurrent kicks coalesce into one worker.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<20 { group.addTask { await harness.queue.process() } }
    }
    await harness.queue.settle()
    let state = harness.server.snapshot
    #expect(state.creates.map { $0.metadata["item"] } == ["en-001", "en-002", "en-003"])
    #expect(state.log == ["create", "put", "complete", "create", "put", "complete", "create", "put", "complete"])
    #expect(state.maxInFlight == 1)
    #expect(harness.queue.jobs.allSatisfy { $0.phase == .done })
  }
}
