import Foundation
import Storage
import Testing
import Upload

@Suite("Enqueue")
struct EnqueueTests {
  @Test func enqueueMeasuresMovesAndPersistsWithoutTouchingTheNetwork() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording("answer.WAV", bytes: 3_000)
    let sha = try SHA256.hash(fileAt: take).hexString
    let id = try await harness.queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "audio/wav")

    #expect(!FileManager.default.fileExists(atPath: take.path))
    #expect(harness.dataFiles() == ["\(id).wav"])
    let json = try harness.jobJSON(id)
    #expect(json["phase"] as? String == "queued")
    #expect(json["sha256"] as? String == sha)
    #expect(json["byte_size"] as? Int == 3_000)
    #expect(json["metadata"] as? [String: String] == ["item": "en-001"])
    #expect(json["file_name"] as? String == "\(id).wav")
    #expect(json["version"] as? Int == 2)
    #expect(harness.server.snapshot.log.isEmpty, "not started: nothing sent")
  }

  @Test func refusedInputsLeaveTheRecordingWhereItWas() async throws {
    let harness = try Harness()
    let take = try harness.makeRecording()
    await #expect(throws: UploadQueueError.invalidArgument("metadata")) {
      try await harness.queue.enqueue(file: take, metadata: ["../etc": "x"], contentType: "audio/wav")
    }
    await #expect(throws: UploadQueueError.invalidArgument("metadata")) {
      try await harness.queue.enqueue(file: take, metadata: ["note": "line\nbreak"], contentType: "audio/wav")
    }
    await #expect(throws: UploadQueueError.invalidArgument("contentType")) {
      try await harness.queue.enqueue(file: take, metadata: ["item": "en-001"], contentType: "wav")
    }
    let empty = try harness.makeRecording("empty.wav", bytes: 0)
    await #expect(throws: UploadQueueError.emptyFile("empty.wav")) {
      try await harness.queue.enqueue(file: empty, metadata: ["item": "en-001"], contentType: "audio/wav")
    }
    await #expect(throws: UploadQueueError.fileUnreadable("missing.wav")) {
      try await harness.queue.enqueue(
        file: harness.recorder.appending(path: "missing.wav"), metadata: ["item": "en-001"], contentType: "audio/wav")
    }
    #expect(FileManager.default.fileExists(atPath: take.path))
    #expect(harness.queue.jobs.isEmpty)
    #expect(harness.dataFiles().isEmpty)
    #expect(harness.jobFiles().isEmpty)
  }

  @Test func enqueueAfterStartProcessesByItself() async throws {
    let harness = try Harness()
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.waitUntil { $0.first?.phase == .done }
    #expect(harness.server.snapshot.completes == ["rec_1"])
  }
}
