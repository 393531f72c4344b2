import Foundation
import Observability
import PracticeFeature
import PracticeFeatureLive
import Testing
import Upload

/// The one uploader `practice` and the app hand takes to.
@Suite struct LivePracticeUploaderTests {
  static func take(in folder: URL) throws -> (recordings: URL, answer: RecordedAnswer) {
    let recordings = folder.appendingPathComponent("recordings")
    try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
    let take = recordings.appendingPathComponent("take-\(UUID().uuidString).wav")
    try Data(repeating: 7, count: 4096).write(to: take)
    return (recordings, RecordedAnswer(fileURL: take, duration: 1, byteSize: 4096))
  }

  static func queue(in folder: URL, recordings: URL) -> UploadQueue {
    UploadQueue(
      directory: folder.appendingPathComponent("uploads"), api: .offline, transport: .live(),
      configuration: UploadQueue.Configuration(sourceFolders: [recordings]))
  }

  /// The job is named as soon as the queue holds the take, before any upload: a deadline that ends the
  /// command while the server stalls still names the job to retry.
  @Test func namesTheJobOnceTheQueueHoldsTheTake() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uploader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (recordings, answer) = try Self.take(in: folder)
    let queue = Self.queue(in: folder, recordings: recordings)
    let uploader = LivePracticeUploader(queue: queue)
    #expect(uploader.lastJobID == nil)

    let id = try await uploader.enqueue(answer, cueID: "en-001")
    #expect(uploader.lastJobID == id)
    #expect(queue.jobs.map(\.id.rawValue) == [id])
    await queue.stop()
  }

  /// The queue starts once, on the first take, however many ask at once; until then nothing runs.
  @Test func startsTheQueueOnceOnFirstUse() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uploader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (recordings, answer) = try Self.take(in: folder)
    let starts = LockedValue(0)
    let uploader = LivePracticeUploader {
      starts.withLock { $0 += 1 }
      return Self.queue(in: folder, recordings: recordings)
    }
    #expect(uploader.activeCount == 0)
    async let first = uploader.queue()
    async let second = uploader.queue()
    _ = try await (first, second)
    let id = try await uploader.enqueue(answer, cueID: "en-001")
    #expect(starts.value == 1)
    #expect(uploader.lastJobID == id)
    await uploader.reset()
    _ = try await uploader.queue()
    #expect(starts.value == 2)
    await uploader.stop()
  }

  /// A queue that cannot start fails the take's hand-over, and its progress says so instead of hanging.
  @Test func aQueueThatCannotStartFailsTheHandOver() async throws {
    struct NoDisk: Error {}
    let uploader = LivePracticeUploader { throw NoDisk() }
    let answer = RecordedAnswer(fileURL: URL(fileURLWithPath: "/nonexistent/take.wav"), duration: 1, byteSize: 1)
    await #expect(throws: NoDisk.self) { try await uploader.enqueue(answer, cueID: "en-001") }
    #expect(uploader.lastJobID == nil)
    var states: [UploadJobState] = []
    for await state in await uploader.progress(of: "job") { states.append(state) }
    #expect(states.count == 1)
    if case .failed(let info)? = states.first { #expect(info.key == PracticeFailure.enqueueFailed.messageKey) }
  }
}
