import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import Testing
import Upload

let sampleCue = Cue.mock()

@MainActor
@Suite("Practice view model")
struct PracticeViewModelTests {
  @Test func fullRoundReachesDone() async {
    let events = LockedValue<[PracticeEvent]>([])
    let model = PracticeViewModel(
      cue: sampleCue, recorder: ScriptedRecorder(),
      uploader: ScriptedUploader(script: [
        .queued, .uploading(UploadProgress(bytesSent: 50, totalBytes: 100)), .done(remoteID: "rec_1"),
      ]),
      player: nil, analytics: { event in events.withLock { $0.append(event) } })
    #expect(model.phase == .viewingCue)
    await model.record()
    guard case .reviewing(let answer) = model.phase else {
      Issue.record("expected review")
      return
    }
    #expect(answer.duration == 1.5)
    await model.upload()
    #expect(model.phase == .done(recordingID: "rec_1"))
    #expect(model.practisedCueIDs == ["en-001"])
    #expect(
      events.value == [.started(difficulty: "beginner"), .finished(durationMilliseconds: 1500), .uploadSucceeded])
  }

  @Test func failedUploadRollsBackTheOptimisticMark() async {
    let model = PracticeViewModel(
      cue: sampleCue, recorder: ScriptedRecorder(),
      uploader: ScriptedUploader(script: [
        .queued, .waitingForNetwork,
        .failed(UploadErrorInfo(key: "upload.error.checksum_mismatch", message: "The checksum did not match.")),
      ]),
      player: nil)
    await model.record()
    await model.upload()
    #expect(model.practisedCueIDs.isEmpty)
    #expect(model.failure == .uploadRefused(reasonKey: "upload.error.checksum_mismatch"))
    if case .reviewing = model.phase {} else { Issue.record("expected review after failure") }
  }

  @Test func discardDeletesTheTake() async throws {
    let model = PracticeViewModel(
      cue: sampleCue, recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: []), player: nil)
    await model.record()
    guard case .reviewing(let answer) = model.phase else {
      Issue.record("expected review")
      return
    }
    model.discard()
    #expect(model.phase == .viewingCue)
    #expect(!FileManager.default.fileExists(atPath: answer.fileURL.path))
  }

  @Test func recordingFailureIsAMessageNotACrash() async {
    let model = PracticeViewModel(
      cue: sampleCue, recorder: ScriptedRecorder(mode: .failing(CocoaError(.fileWriteUnknown))),
      uploader: ScriptedUploader(script: []), player: nil)
    await model.record()
    #expect(model.phase == .viewingCue)
    #expect(model.failure == .recordingFailed)
  }

  @Test func illegalActionsAreIgnored() async {
    let model = PracticeViewModel(
      cue: sampleCue, recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: []), player: nil)
    await model.upload()
    model.discard()
    #expect(model.phase == .viewingCue)
  }
}
