import ChatterboxComposition
import Foundation
import Observability
import PracticeFeature
import Testing
import Upload

/// The uploader `practice` and the app hand takes to.
@Suite struct QueueUploaderTests {
  /// The job is named as soon as the queue holds the take, before any upload: a deadline that ends the
  /// command while the server stalls still names the job to retry.
  @Test func namesTheJobOnceTheQueueHoldsTheTake() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uploader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recordings = folder.appendingPathComponent("recordings")
    try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
    let take = recordings.appendingPathComponent("take.wav")
    try Data(repeating: 7, count: 4096).write(to: take)
    let queue = UploadQueue(
      directory: folder.appendingPathComponent("uploads"), api: .offline, transport: .live(),
      configuration: UploadQueue.Configuration(sourceFolders: [recordings]))
    let named = LockedValue<[String]>([])
    let uploader = QueueUploader(queue: queue) { id in named.withLock { $0.append(id) } }

    let id = try await uploader.enqueue(RecordedAnswer(fileURL: take, duration: 1, byteSize: 4096), cueID: "en-001")
    #expect(named.value == [id])
    #expect(queue.jobs.map(\.id.rawValue) == [id])
    await queue.stop()
  }
}
