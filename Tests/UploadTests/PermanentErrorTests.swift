import Foundation
import Networking
import Testing
import Upload

@Suite("Permanent errors fail, keep the file, and can be retried")
struct PermanentErrorTests {
  @Test func aChecksumMismatchFailsWithAReasonAndKeepsTheFile() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.rejected(status: 422, code: "checksum_mismatch")))
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()

    let job = try #require(harness.queue.jobs.first)
    #expect(job.phase == .failed)
    #expect(
      job.state
        == .failed(
          UploadErrorInfo(
            key: "error.upload.checksum_mismatch", message: "The server received different bytes than were recorded.",
            isPermanent: true)))
    #expect(harness.server.snapshot.completes.isEmpty)
    #expect(harness.sleeps.value.isEmpty, "refusals fail at once")
    #expect(harness.dataFiles() == ["\(id).wav"], "never deleted on failure")
    let onDisk = try harness.jobJSON(id)
    #expect(onDisk["phase"] as? String == "failed")
    #expect((onDisk["last_error"] as? [String: Any])?["key"] as? String == "error.upload.checksum_mismatch")
    #expect((onDisk["last_error"] as? [String: Any])?["permanent"] as? Bool == true)
  }

  @Test func retryFailedPutsFailedJobsBackAtTheStepTheyFailedIn() async throws {
    let harness = try Harness()
    harness.server.scriptPut(.failure(.rejected(status: 422, code: "size_mismatch")))
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.phase == .failed)

    // A refusal is permanent: a plain retry leaves it alone; only an explicit one re-sends.
    #expect(await harness.queue.retryFailed() == 0)
    #expect(await harness.queue.retryFailed(includingRefused: true) == 1)
    await harness.queue.settle()
    let state = harness.server.snapshot
    #expect(state.log == ["create", "put", "put", "complete"], "same recording: no second create")
    #expect(harness.queue.jobs.first?.phase == .done)
    #expect(harness.dataFiles().isEmpty)
    #expect(await harness.queue.retryFailed() == 0)
  }

  @Test(arguments: [
    (
      NetworkError.server(status: 422, code: "no_active_profile", message: "Choose a language."),
      "error.upload.no_active_profile"
    ),
    (NetworkError.server(status: 415, code: "unsupported_media_type", message: nil), "error.upload.unsupported_type"),
    (NetworkError.server(status: 413, code: "payload_too_large", message: nil), "error.upload.too_large"),
    (NetworkError.notFound, "error.upload.not_found"),
    (NetworkError.unauthorized(code: "refresh_token_invalid"), "error.network.unauthorized"),
  ])
  func refusedCreatesFailImmediately(error: NetworkError, key: String) async throws {
    let harness = try Harness()
    harness.server.script(.create, error)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.phase == .failed)
    #expect(harness.queue.jobs.first?.lastError?.key == key)
    #expect(harness.server.snapshot.log == ["create"])
    #expect(harness.dataFiles().count == 1)
  }

  @Test func unclearFailuresAreRetriedUpToMaxAttempts() async throws {
    let harness = try Harness(maxAttempts: 3)
    harness.server.script(.complete, .decoding(details: "garbled"), times: 3)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    let job = try #require(harness.queue.jobs.first)
    #expect(job.phase == .failed)
    #expect(job.attempts == 3)
    #expect(job.lastError?.key == "error.network.decoding")
    #expect(harness.sleeps.value == [1.5, 3])
    #expect(harness.server.snapshot.completes.count == 3)
    #expect(harness.dataFiles().count == 1)
  }

  @Test func aMissingRecordingFileFailsTheJob() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    try FileManager.default.removeItem(at: harness.filesFolder.appending(path: "\(id).wav"))
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.phase == .failed)
    #expect(
      harness.queue.jobs.first?.lastError
        == UploadErrorInfo(key: "error.upload.file_missing", message: "The file is missing.", isPermanent: true))
    #expect(harness.server.snapshot.puts.isEmpty)
  }

  @Test func aRecordingThatChangedSizeFailsWithoutSending() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(bytes: 100), metadata: ["item": "en-001"], contentType: "audio/wav")
    try Data(repeating: 1, count: 50).write(to: harness.filesFolder.appending(path: "\(id).wav"))
    await harness.queue.settle()
    #expect(harness.queue.jobs.first?.phase == .failed)
    #expect(harness.queue.jobs.first?.lastError?.key == "error.upload.file_changed")
    #expect(harness.server.snapshot.puts.isEmpty)
    #expect(harness.dataFiles() == ["\(id).wav"])
  }

  @Test func completeSayingTheBytesAreMissingSendsThemAgain() async throws {
    let harness = try Harness()
    harness.server.script(.complete, .server(status: 409, code: "upload_incomplete", message: nil))
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete", "put", "complete"])
    #expect(harness.queue.jobs.first?.phase == .done)
  }

  @Test func aServerThatKeepsLosingTheBytesDoesNotCauseEndlessResends() async throws {
    let harness = try Harness(maxAttempts: 3)
    harness.server.script(.complete, .server(status: 409, code: "upload_incomplete", message: nil), times: 10)
    try await harness.queue.start()
    try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete", "put", "complete", "put", "complete"])
    #expect(harness.queue.jobs.first?.phase == .failed)
    #expect(harness.queue.jobs.first?.lastError?.key == "error.upload.incomplete")
    #expect(harness.dataFiles().count == 1)
  }
}
