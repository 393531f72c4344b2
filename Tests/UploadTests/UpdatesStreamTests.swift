import Foundation
import Testing
import Upload

@Suite("Updates stream")
struct UpdatesStreamTests {
  @Test func aNewSubscriberFirstReceivesTheCurrentSnapshot() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(bytes: 512), metadata: ["item": "en-001"], contentType: "audio/wav")

    var iterator = harness.queue.updates().makeAsyncIterator()
    let first = try #require(await iterator.next())
    #expect(first == harness.queue.jobs)
    let job = try #require(first.first)
    #expect(job.id == id)
    #expect(job.phase == .queued)
    #expect(job.state == .queued)
    #expect(job.bytesSent == 0)
    #expect(job.totalBytes == 512)
    #expect(job.metadata == ["item": "en-001"])
    #expect(job.remoteID == nil)
  }

  @Test func anEmptyQueuePublishesAnEmptyListFirstThenChanges() async throws {
    let harness = try Harness()
    try await harness.queue.start()
    var iterator = harness.queue.updates().makeAsyncIterator()
    #expect(await iterator.next() == [])
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    let next = try #require(await iterator.next())
    #expect(next.count == 1)
  }

  @Test func twoSubscribersSeeTheSameSequence() async throws {
    let harness = try Harness()
    let first = harness.queue.updates()
    let second = harness.queue.updates()
    func collect(_ stream: AsyncStream<[UploadJobSnapshot]>) -> Task<[[UploadPhase]], Never> {
      Task {
        var seen: [[UploadPhase]] = []
        for await jobs in stream {
          seen.append(jobs.map(\.phase))
          if jobs.first?.phase == .done { break }
        }
        return seen
      }
    }
    let a = collect(first)
    let b = collect(second)
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let seenA = await a.value
    #expect(seenA == (await b.value))
    #expect(seenA.first == [])
    #expect(seenA.last == [.done])
  }

  @Test func statesMapForTheUI() {
    let base = UploadJobSnapshot(
      id: UploadJobID(), metadata: ["item": "en-001"], contentType: "audio/wav", phase: .uploading, bytesSent: 25,
      totalBytes: 100,
      attempts: 0, lastError: nil, remoteID: "rec_1", createdAt: Date(), completedAt: nil)
    var snapshot = base
    #expect(snapshot.state == .uploading(UploadProgress(bytesSent: 25, totalBytes: 100)))
    #expect(snapshot.progress.fractionCompleted == 0.25)
    snapshot.phase = .creating
    #expect(snapshot.state == .uploading(UploadProgress(bytesSent: 25, totalBytes: 100)))
    snapshot.phase = .failed
    #expect(snapshot.state == .failed(UploadErrorInfo(key: "error.upload.unknown", message: "The upload failed.")))
    snapshot.phase = .done
    #expect(snapshot.state == .done(remoteID: "rec_1"))
    #expect(
      UploadPhase.allCases.filter(\.isActive) == [.queued, .creating, .uploading, .completing, .waitingForNetwork])
  }
}
