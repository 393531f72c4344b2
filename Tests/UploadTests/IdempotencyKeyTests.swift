import Foundation
import Networking
import Observability
import Testing
import Upload

@Suite("Idempotency key")
struct IdempotencyKeyTests {
  @Test func theKeyIsOnDiskBeforeTheFirstCreate() async throws {
    let harness = try Harness()
    let seenOnDisk = LockedValue<[String]>([])
    let jobs = harness.jobsFolder
    harness.server.onCreate.withLock { hook in
      hook = { _ in
        // Read what a crash at this instant would leave behind.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: jobs.path)) ?? []
        for name in names where name.hasSuffix(".json") {
          guard let data = try? Data(contentsOf: jobs.appending(path: name)),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let key = json["idempotency_key"] as? String
          else { continue }
          seenOnDisk.withLock { $0.append(key) }
        }
      }
    }
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let sent = try #require(harness.server.snapshot.creates.first?.idempotencyKey)
    #expect(seenOnDisk.value == [sent])
  }

  @Test func theKeyIsReusedAcrossRetriesAndRetryFailed() async throws {
    let harness = try Harness()
    harness.server.script(.create, .timeout, times: 2)
    harness.server.script(.create, .unauthorized(code: nil))
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.phase == .failed)
    await harness.queue.retryFailed()
    await harness.queue.settle()

    let keys = harness.server.snapshot.creates.map(\.idempotencyKey)
    #expect(keys.count == 4)
    #expect(Set(keys).count == 1)
    #expect(try harness.jobJSON(id)["idempotency_key"] as? String == keys.first)
    #expect(harness.server.snapshot.recordings.count == 1)
  }

  @Test func eachRecordingGetsItsOwnKey() async throws {
    let harness = try Harness()
    try await harness.queue.enqueue(
      file: try harness.makeRecording("a.wav", seed: 1), metadata: ["item": "en-001"], contentType: "audio/wav")
    try await harness.queue.enqueue(
      file: try harness.makeRecording("b.wav", seed: 2), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let keys = harness.server.snapshot.creates.map(\.idempotencyKey)
    #expect(keys.count == 2)
    #expect(Set(keys).count == 2)
    #expect(keys.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
  }
}
