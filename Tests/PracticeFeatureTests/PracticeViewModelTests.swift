import ChatterboxAPI
import Foundation
import Observability
import PracticeFeature
import Testing

final class FakeRecorder: PracticeRecorder, @unchecked Sendable {
  let fails: Bool
  init(fails: Bool = false) { self.fails = fails }
  func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    levels(-12)
    if fails { throw CocoaError(.fileWriteUnknown) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("take-\(UUID().uuidString).wav")
    try Data(repeating: 1, count: 100).write(to: url)
    return RecordedAnswer(fileURL: url, duration: 1.5, byteSize: 100)
  }
  func stop() async {}
  func cancel() async {}
}

struct FakeUploader: PracticeUploader {
  let script: [UploadProgress]
  func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String { "job-1" }
  func progress(of jobID: String) async -> AsyncStream<UploadProgress> {
    AsyncStream { continuation in
      for step in script { continuation.yield(step) }
      continuation.finish()
    }
  }
}

let sampleCue = Cue(id: "en-001", title: "Mornings", body: "Describe your morning.", difficulty: .beginner, tags: [])

@MainActor
@Suite("Practice view model")
struct PracticeViewModelTests {
  @Test func fullRoundReachesDone() async {
    let events = LockedValue<[PracticeEvent]>([])
    let model = PracticeViewModel(
      cue: sampleCue, recorder: FakeRecorder(),
      uploader: FakeUploader(script: [.queued, .uploading(bytesSent: 50, totalBytes: 100), .done(recordingID: "rec_1")]),
      player: nil, analytics: { event in events.withLock { $0.append(event) } })
    #expect(model.phase == .viewingCue)
    await model.record()
    guard case .reviewing(let answer) = model.phase else { Issue.record("expected review"); return }
    #expect(answer.duration == 1.5)
    await model.upload()
    #expect(model.phase == .done(recordingID: "rec_1"))
    #expect(model.practisedCueIDs == ["en-001"])
    #expect(events.value == [.started(difficulty: "beginner"), .finished(durationMilliseconds: 1500), .uploadSucceeded])
  }

  @Test func failedUploadRollsBackTheOptimisticMark() async {
    let model = PracticeViewModel(
      cue: sampleCue, recorder: FakeRecorder(),
      uploader: FakeUploader(script: [.queued, .waitingForNetwork, .failed(reasonKey: "upload.error.checksum_mismatch")]),
      player: nil)
    await model.record()
    await model.upload()
    #expect(model.practisedCueIDs.isEmpty)
    #expect(model.failure == .uploadRefused(reasonKey: "upload.error.checksum_mismatch"))
    if case .reviewing = model.phase {} else { Issue.record("expected review after failure") }
  }

  @Test func discardDeletesTheTake() async throws {
    let model = PracticeViewModel(cue: sampleCue, recorder: FakeRecorder(), uploader: FakeUploader(script: []), player: nil)
    await model.record()
    guard case .reviewing(let answer) = model.phase else { Issue.record("expected review"); return }
    model.discard()
    #expect(model.phase == .viewingCue)
    #expect(!FileManager.default.fileExists(atPath: answer.fileURL.path))
  }

  @Test func recordingFailureIsAMessageNotACrash() async {
    let model = PracticeViewModel(cue: sampleCue, recorder: FakeRecorder(fails: true), uploader: FakeUploader(script: []), player: nil)
    await model.record()
    #expect(model.phase == .viewingCue)
    #expect(model.failure == .recordingFailed)
  }

  @Test func illegalActionsAreIgnored() async {
    let model = PracticeViewModel(cue: sampleCue, recorder: FakeRecorder(), uploader: FakeUploader(script: []), player: nil)
    await model.upload()
    model.discard()
    #expect(model.phase == .viewingCue)
  }
}
