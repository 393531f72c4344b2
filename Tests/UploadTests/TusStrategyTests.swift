import Foundation
import Networking
import Observability
import Storage
import TestSupport
import Testing
import Upload

/// Byte-level resume over tus 1.0 (`TusUploads`) against an in-memory tus server: a dropped PATCH
/// or a new process continues from the server's offset, one upload per job, the bytes identical.
@Suite("tus resume (TusUploads)", .timeLimit(.minutes(3)))
struct TusStrategyTests {
  static let chunk = 64 << 10

  static func makeFile(_ temp: TemporaryDirectory, bytes: Int) throws -> (URL, Data) {
    let data = Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })
    let file = temp.url.appending(path: "take.bin")
    try data.write(to: file)
    return (file, data)
  }

  static func queue(_ folder: URL, _ server: FakeTusServer, time: TimeSource = .system) -> UploadQueue {
    let tus = TusUploads(endpoint: server.base, chunkSize: chunk, http: server.transport)
    return UploadQueue(
      directory: folder, api: tus.api, transport: tus.transport,
      configuration: .init(baseDelay: 0.05, maxDelay: 0.2, time: time))
  }

  @Test func aDroppedPatchResumesFromTheServersOffsetAndSendsOnlyTheRest() async throws {
    let temp = try TemporaryDirectory()
    let (file, data) = try Self.makeFile(temp, bytes: 1_000_000)
    let server = FakeTusServer()
    // The first PATCH breaks off after 10,000 of its bytes.
    server.state.withLock { $0.dropNextPatchAfter = 10_000 }
    let queue = Self.queue(temp.url.appending(path: "queue"), server)
    try await queue.start()
    try await queue.enqueue(file: file, metadata: ["name": "take.bin"], contentType: "application/octet-stream")
    #expect(await queue.drain(timeout: .hangGuard))
    let state = server.state.value
    #expect(queue.jobs.first?.phase == .done)
    #expect(state.creations == 1)
    #expect(state.uploads.values.first?.data == data)
    #expect(state.receivedBytes == data.count, "nothing the server kept was sent again")
    #expect(state.requests.filter { $0.hasPrefix("HEAD") }.count >= 2, "a HEAD before sending, again after the drop")
    await queue.stop()
  }

  /// tuspyserver (and servers like it) refuse a HEAD for an upload created without `filename` and
  /// `filetype`: both go out by default, the name made from the content rather than the local file's.
  @Test func creationNamesTheUploadWithoutTheLocalFileName() async throws {
    let temp = try TemporaryDirectory()
    let (file, _) = try Self.makeFile(temp, bytes: 1_000)
    let server = FakeTusServer()
    let queue = Self.queue(temp.url.appending(path: "queue"), server)
    try await queue.start()
    try await queue.enqueue(file: file, metadata: [:], contentType: "audio/wav")
    #expect(await queue.drain(timeout: .hangGuard))
    let fields = server.state.value.creationMetadata
    #expect(fields["filetype"] == "audio/wav")
    let name = try #require(fields["filename"])
    #expect(name.hasSuffix(".wav") && name.count == 20, "\(name)")
    #expect(name.hasPrefix(String(try #require(fields["sha256"]).prefix(16))))
    #expect(!name.contains("take"), "the local file name stays on the device")
    await queue.stop()
  }

  @Test func aNewProcessResumesWithTheStoredLocation() async throws {
    let temp = try TemporaryDirectory()
    let (file, data) = try Self.makeFile(temp, bytes: 600_000)
    let server = FakeTusServer()
    let folder = temp.url.appending(path: "queue")
    // The first "process" loses its connection 3,000 bytes in, and is stopped while it waits: its
    // backoff is parked on a clock nobody advances.
    let clock = TestClock()
    let first = Self.queue(folder, server, time: clock.source)
    server.state.withLock { $0.dropNextPatchAfter = 3_000 }
    try await first.start()
    try await first.enqueue(file: file, metadata: [:], contentType: "application/octet-stream")
    await clock.waitForSleepers(1)
    #expect(first.jobs.first?.phase == .waitingForNetwork)
    await first.stop()
    let kept = server.state.value.uploads.values.first?.data.count ?? 0

    let second = Self.queue(folder, server)
    try await second.start()
    #expect(await second.drain(timeout: .hangGuard))
    let state = server.state.value
    #expect(second.jobs.first?.phase == .done)
    #expect(state.creations == 1, "the location in the job file is reused, no second upload")
    #expect(state.uploads.values.first?.data == data)
    #expect(state.receivedBytes == data.count, "resumed at \(kept): no byte the server had was sent again")
    await second.stop()
  }

  @Test func cancellingAJobTerminatesItsUpload() async throws {
    let temp = try TemporaryDirectory()
    let (file, _) = try Self.makeFile(temp, bytes: 200_000)
    let server = FakeTusServer()
    let folder = temp.url.appending(path: "queue")
    let queue = Self.queue(folder, server)
    // Keep the job from finishing: every PATCH breaks off at once.
    server.state.withLock { $0.dropNextPatchAfter = 0 }
    try await queue.start()
    let id = try await queue.enqueue(file: file, metadata: [:], contentType: "application/octet-stream")
    // Stopped once the job holds its upload's location (a create interrupted by stop() leaves none).
    while queue.jobs.first?.remoteID == nil { try await Task.sleep(for: .milliseconds(10)) }
    await queue.stop()
    #expect(queue.jobs.first?.remoteID != nil)
    #expect(await queue.cancel(id))
    while !server.state.value.uploads.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    #expect(server.state.value.uploads.isEmpty)
    #expect(server.state.value.requests.contains { $0.hasPrefix("DELETE") })
  }

  /// A tus server may expire unfinished uploads: the job then creates a new one and sends it whole.
  @Test func anUploadTheServerLostIsCreatedAgain() async throws {
    let temp = try TemporaryDirectory()
    let (file, data) = try Self.makeFile(temp, bytes: 300_000)
    let server = FakeTusServer()
    let folder = temp.url.appending(path: "queue")
    let first = Self.queue(folder, server)
    server.state.withLock { $0.dropNextPatchAfter = 5_000 }
    try await first.start()
    try await first.enqueue(file: file, metadata: [:], contentType: "application/octet-stream")
    while first.jobs.first?.remoteID == nil { try await Task.sleep(for: .milliseconds(10)) }
    await first.stop()
    // The server expires the half-sent upload while no process runs.
    server.state.withLock { $0.uploads.removeAll() }

    let second = Self.queue(folder, server)
    try await second.start()
    #expect(await second.drain(timeout: .hangGuard))
    let state = server.state.value
    #expect(second.jobs.first?.phase == .done)
    #expect(state.creations == 2)
    #expect(state.uploads.count == 1)
    #expect(state.uploads.values.first?.data == data)
    await second.stop()
  }

  @Test func aLocationOnAnotherOriginIsRefused() async throws {
    let temp = try TemporaryDirectory()
    let (file, _) = try Self.makeFile(temp, bytes: 10_000)
    let server = FakeTusServer()
    server.state.withLock { $0.location = "http://evil.example/files/u1" }
    let queue = Self.queue(temp.url.appending(path: "queue"), server)
    try await queue.start()
    try await queue.enqueue(file: file, metadata: [:], contentType: "application/octet-stream")
    #expect(await queue.drain(timeout: .hangGuard))
    #expect(queue.jobs.first?.phase == .failed)
    #expect(!server.state.value.requests.contains { $0.hasPrefix("PATCH") })
    await queue.stop()
  }

  @Test("A chunk size outside 1 KiB … 64 MiB is clamped, when set later too (0 would send empty PATCHes)")
  func chunkSizeIsAlwaysClamped() {
    var tus = TusUploads(endpoint: URL(string: "http://127.0.0.1:1/tus")!, chunkSize: 0)
    #expect(tus.chunkSize == 1 << 10)
    tus.chunkSize = 0
    #expect(tus.chunkSize == 1 << 10)
    tus.chunkSize = Int.max
    #expect(tus.chunkSize == 64 << 20)
  }
}
