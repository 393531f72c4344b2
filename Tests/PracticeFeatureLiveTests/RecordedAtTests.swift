import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import NetworkErrors
import TestSupport
import Testing
import Upload

@testable import PracticeFeatureLive

/// ADR 0067: a take is dated when it is queued, and the date travels with it to `create_recording_upload`
/// however late that is.
@Suite struct RecordedAtTests {
  @Test func theQueueDatesATakeByItsOwnClock() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorded-at-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (recordings, answer) = try LivePracticeUploaderTests.take(in: folder)
    let clock = TestClock(start: Date(timeIntervalSince1970: 1_800_000_000.75))
    let queue = UploadQueue(
      directory: folder.appendingPathComponent("uploads"), api: .offline, transport: .live(),
      configuration: UploadQueue.Configuration(time: clock.source, sourceFolders: [recordings]))
    _ = try await LivePracticeUploader(queue: queue).enqueue(answer, cueID: "en-001")
    let job = try #require(queue.jobs.first)
    #expect(job.metadata[UploadQueue.recordedAtMetadataKey] == "2027-01-15T08:00:00Z")
    #expect(job.recordedAt == Date(timeIntervalSince1970: 1_800_000_000))
    await queue.stop()
  }

  @Test func theDateReachesCreateUploadAndAJobWithoutOneSendsNone() async throws {
    let practice = ScriptedPracticeRepository()
    practice.createUploadAnswer = .failure(.offline)
    let api = UploadAPI.practice(practice, owner: "u1", signedInUserID: { "u1" })
    for metadata in [
      [UploadQueue.cueMetadataKey: "en-001", UploadQueue.recordedAtMetadataKey: "2027-01-15T08:00:00Z"],
      [UploadQueue.cueMetadataKey: "en-001"],
      [UploadQueue.cueMetadataKey: "en-001", UploadQueue.recordedAtMetadataKey: "last tuesday"],
    ] {
      _ = try? await api.createUpload(metadata, "audio/wav", 10, String(repeating: "a", count: 64), "k")
    }
    #expect(practice.recordedAts == [Date(timeIntervalSince1970: 1_800_000_000), nil, nil])
  }
}
