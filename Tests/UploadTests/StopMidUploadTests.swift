import Foundation
import Networking
import Observability
import Testing
import Upload

@Suite("Stopping the queue mid-PUT over the live transport")
struct StopMidUploadTests {
  /// Quitting with an upload running: `stop()` returns without waiting for the PUT (the server reads
  /// its body at 320 KB/s, for 3 s or more), the job stays where it was with its file, and the next
  /// start sends the whole file again.
  @Test(.timeLimit(.minutes(3))) func stoppingMidPutReturnsAtOnceAndKeepsTheJobAndItsFile() async throws {
    let server = try LoopbackHTTPServer(answers: [.slowly(204, body: "", pause: 0.05), .status(204, body: "")])
    defer { server.stop() }
    let harness = try Harness()
    let size = 1024 * 1024
    let take = harness.recorder.appending(path: "take.wav")
    try Data(repeating: 0x41, count: size).write(to: take)
    let sha = LockedValue("")  // the queue's own hash of the file, as create declares it
    let baseURL = server.baseURL
    let api = UploadAPI(
      createUpload: { _, _, _, sha256, _ throws(NetworkError) in
        sha.withLock { $0 = sha256 }
        return UploadTarget(
          remoteID: "rec_1", url: baseURL.appending(path: "uploads/rec_1"), method: "PUT",
          headers: ["Content-Type": "audio/wav"], expiresAt: .distantFuture)
      },
      renewUpload: { _ throws(NetworkError) in throw .notFound },
      completeUpload: { id throws(NetworkError) in CompletedUpload(remoteID: id, sha256: sha.value, byteSize: size) })
    let queue = UploadQueue(
      directory: harness.uploads, api: api, transport: .live(), configuration: harness.configuration)
    try await queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "audio/wav")
    try await queue.start()
    await queue.waitUntil { $0.first?.bytesSent ?? 0 > 0 }

    await queue.stop()
    #expect(server.received.value.isEmpty, "stop() returned before the server had read the first body")
    #expect(queue.jobs.map(\.phase) == [.uploading])
    #expect(queue.jobs.first?.lastError == nil, "an interrupted PUT is not a failure")
    #expect(harness.dataFiles().count == 1, "the recording is still in the queue's folder")

    // The abandoned PUT ends on its own (its body aborted, or read to the end and answered, unheard).
    while server.received.value.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
    try await queue.start()
    await queue.settle()
    #expect(queue.jobs.map(\.phase) == [.done])
    #expect(server.received.value.count == 2)
    #expect(server.received.value.last?.byteCount == size)
    #expect(server.received.value.last?.sha256 == sha.value)
  }
}
