import Foundation
import Networking
import Storage
import Testing
import Upload

@Suite("Persistence and crash recovery")
struct PersistenceTests {
  @Test func aQueueKilledMidUploadIsFinishedExactlyOnceByANewQueue() async throws {
    let harness = try Harness()
    harness.server.hangPuts.withLock { $0 = true }
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.server.waitUntilHung()

    // The state a kill would leave: phase uploading, recording id and key on disk.
    let onDisk = try harness.jobJSON(id)
    #expect(onDisk["phase"] as? String == "uploading")
    #expect(onDisk["remote_id"] as? String == "rec_1")
    let key = try #require(onDisk["idempotency_key"] as? String)
    let bytesBefore = try Data(contentsOf: harness.jobFile(id))
    await harness.queue.stop()  // the old queue is gone; interrupting it wrote nothing
    #expect(try Data(contentsOf: harness.jobFile(id)) == bytesBefore)

    harness.server.hangPuts.withLock { $0 = false }
    let relaunched = harness.reopen()
    await relaunched.settle()

    let state = harness.server.snapshot
    #expect(state.creates.map(\.idempotencyKey) == [key], "no second create: the recording id was on disk")
    #expect(state.puts.count == 2, "the interrupted PUT is simply redone")
    #expect(state.completes == ["rec_1"], "completed exactly once")
    #expect(state.recordings.count == 1)
    #expect(relaunched.jobs.map(\.phase) == [.done])
    #expect(harness.dataFiles().isEmpty)
  }

  @Test func aQueueKilledWhileCreatingReusesTheSameIdempotencyKey() async throws {
    let harness = try Harness()
    harness.server.hangCreates.withLock { $0 = true }
    try await harness.queue.start()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.server.waitUntilHung()
    #expect(try harness.jobJSON(id)["phase"] as? String == "creating")
    await harness.queue.stop()

    harness.server.hangCreates.withLock { $0 = false }
    let relaunched = harness.reopen()
    await relaunched.settle()

    let keys = harness.server.snapshot.creates.map(\.idempotencyKey)
    #expect(keys.count == 2)
    #expect(Set(keys).count == 1, "the restarted create sent the key persisted before the first one")
    #expect(harness.server.snapshot.recordings.count == 1, "the server replayed instead of creating twice")
    #expect(relaunched.jobs.map(\.phase) == [.done])
  }

  @Test func aHandWrittenJobFileInPhaseUploadingIsResumed() async throws {
    let harness = try Harness()
    // The server side: the recording exists (created by the process that died).
    let bytes = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0) })
    let sha = SHA256.hash(bytes).hexString
    let key = "b1946ac9-2f1c-4e1a-9a55-7a4d3c1e0f00"
    let target = try await harness.server.api.createUpload(["item": "en-007"], "audio/wav", bytes.count, sha, key)

    // The client side, exactly as a killed process leaves it: the v1 file format.
    let id = try #require(UploadJobID(rawValue: "6f1c2a4e-0b7e-4c36-9d51-0f4f4e7f1c2a"))
    try FileManager.default.createDirectory(at: harness.jobsFolder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: harness.filesFolder, withIntermediateDirectories: true)
    try bytes.write(to: harness.filesFolder.appending(path: "\(id).wav"))
    let json = """
      {
        "version": 1,
        "id": "\(id)",
        "sequence": 0,
        "cue_id": "en-007",
        "file_name": "\(id).wav",
        "content_type": "audio/wav",
        "byte_size": 2048,
        "sha256": "\(sha)",
        "idempotency_key": "\(key)",
        "recording_id": "\(target.remoteID)",
        "upload_url": "\(target.url.absoluteString)",
        "upload_method": "PUT",
        "upload_headers": {"Content-Type": "audio/wav"},
        "expires_at": "\(ISO8601DateFormatter().string(from: target.expiresAt))",
        "phase": "uploading",
        "attempts": 0,
        "non_transient_failures": 0,
        "created_at": "2027-01-15T08:00:00Z"
      }
      """
    try Data(json.utf8).write(to: harness.jobFile(id))

    await harness.queue.settle()

    let state = harness.server.snapshot
    #expect(state.creates.count == 1, "only the seeding create")
    #expect(state.puts.map(\.target.url) == [target.url], "the stored URL was still valid")
    #expect(state.completes == [target.remoteID])
    #expect(harness.queue.jobs.map(\.phase) == [.done])
    #expect(harness.queue.jobs.first?.id == id)
    // Version 1's one caller field is kept as metadata, and the file is rewritten as version 2.
    #expect(harness.queue.jobs.first?.metadata == ["cue_id": "en-007"])
    let rewritten = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: harness.jobFile(id))) as? [String: Any])
    #expect(rewritten["version"] as? Int == 2)
    #expect(rewritten["metadata"] as? [String: String] == ["cue_id": "en-007"])
    #expect(rewritten["remote_id"] as? String == target.remoteID)
  }

  /// A kill after the job file was written but before the recording was moved into the queue
  /// (found by Tools/Chaos): the job names where the file still is, and the upload adopts it.
  @Test func aJobWhoseFileWasNeverMovedAdoptsItFromItsSource() async throws {
    let harness = try Harness()
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    let sha = SHA256.hash(bytes).hexString
    // In the recorder's folder, which the queue declares as its take source (as the CLI does).
    let source = harness.recorder.appending(path: "take-\(UUID().uuidString).wav")
    try bytes.write(to: source)
    let id = try #require(UploadJobID(rawValue: "0d9e8f7a-1b2c-4d3e-8f4a-5b6c7d8e9f00"))
    try FileManager.default.createDirectory(at: harness.jobsFolder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: harness.filesFolder, withIntermediateDirectories: true)
    let json = """
      {
        "version": 1, "id": "\(id)", "sequence": 0, "cue_id": "en-009", "file_name": "\(id).wav",
        "content_type": "audio/wav", "byte_size": \(bytes.count), "sha256": "\(sha)",
        "idempotency_key": "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d", "phase": "queued", "attempts": 0,
        "non_transient_failures": 0, "created_at": "2027-01-15T08:00:00Z", "source_path": "\(source.path)"
      }
      """
    try Data(json.utf8).write(to: harness.jobFile(id))

    await harness.queue.settle()

    #expect(harness.queue.jobs.map(\.phase) == [.done])
    #expect(harness.server.snapshot.recordings.count == 1)
    #expect(!FileManager.default.fileExists(atPath: source.path), "adopted, then deleted after completion")
    #expect(harness.dataFiles().isEmpty)
  }

  @Test func aJobThatHadItsBytesConfirmedOnlyCompletes() async throws {
    let harness = try Harness()
    harness.server.script(.complete, .offline)
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    // Process until complete fails once, then "kill" the queue.
    let blocking = harness.reopen(time: harness.clock.source)
    try await blocking.start()
    await blocking.waitUntil { $0.first?.phase == .waitingForNetwork }
    await blocking.stop()
    #expect(try harness.jobJSON(id)["uploaded_at"] != nil)

    let relaunched = harness.reopen()
    await relaunched.settle()
    #expect(harness.server.snapshot.log == ["create", "put", "complete", "complete"])
    #expect(relaunched.jobs.map(\.phase) == [.done])
  }

  @Test func aCorruptJobFileIsMovedAsideAndLoggedWhileOthersProceed() async throws {
    let harness = try Harness()
    let good = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    let corruptID = UploadJobID()
    try Data("{\"version\": 1, \"id\": ".utf8).write(to: harness.jobFile(corruptID))

    let relaunched = harness.reopen()
    await relaunched.settle()

    #expect(relaunched.jobs.map(\.id) == [good])
    #expect(relaunched.jobs.first?.phase == .done)
    #expect(harness.jobFiles().contains("\(corruptID).json.corrupt"))
    #expect(!harness.jobFiles().contains("\(corruptID).json"))
    let line = harness.logs.records.first { $0.message.contains("corrupt") }
    #expect(line?.level == .error)
    #expect(line?.message.contains("\(corruptID).json") == true)
  }

  @Test func aJobFileFromANewerAppVersionIsLeftAlone() async throws {
    let harness = try Harness()
    try FileManager.default.createDirectory(at: harness.jobsFolder, withIntermediateDirectories: true)
    let id = UploadJobID()
    try Data(#"{"version": 3, "id": "\#(id)", "something": "new"}"#.utf8).write(to: harness.jobFile(id))
    try await harness.queue.start()
    #expect(harness.queue.jobs.isEmpty)
    #expect(harness.jobFiles() == ["\(id).json"])
  }

  @Test func finishedJobsLeftoverFilesAreSweptButUnclaimedRecordingsAreKept() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    await harness.queue.settle()
    // A crash between "done" and the delete leaves the file; an unknown file belongs to no job.
    try Data("x".utf8).write(to: harness.filesFolder.appending(path: "\(id).wav"))
    try Data("y".utf8).write(to: harness.filesFolder.appending(path: "stray.wav"))

    try await harness.reopen().start()
    #expect(harness.dataFiles() == ["stray.wav"])
    #expect(harness.logs.allText.contains("stray.wav belongs to no upload job"))
  }

  @Test func filesAreWrittenPrivately() async throws {
    let harness = try Harness()
    let id = try await harness.queue.enqueue(
      file: try harness.makeRecording(), metadata: ["item": "en-001"], contentType: "audio/wav")
    func mode(_ url: URL) throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber).intValue
    }
    #expect(try mode(harness.jobFile(id)) == 0o600)
    #expect(try mode(harness.filesFolder.appending(path: "\(id).wav")) == 0o600)
    #expect(try mode(harness.jobsFolder) == 0o700)
    #expect(try mode(harness.filesFolder) == 0o700)
  }
}
