import AudioCapture
import ChatterboxAPI
import Foundation
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import Testing
import Upload

/// The practice round without a terminal: takes, review decisions, uploads with a deadline or an
/// interruption, what a failure leaves behind, and a take nobody reviewed.
@MainActor
@Suite("Practice round")
struct PracticeRoundTests {
  static let cue = Cue(id: "en-001", title: "Mornings", body: "Describe your morning.", difficulty: .beginner, tags: [])

  func round(
    recorder: any PracticeRecorder = ScriptedRecorder(), uploader: any PracticeUploader = ScriptedUploader(),
    permanent: Bool? = nil, events: LockedValue<[PracticeEvent]> = LockedValue([])
  ) -> PracticeRound {
    PracticeRound(
      cue: Self.cue,
      dependencies: PracticeRoundDependencies(
        recorder: recorder, uploader: uploader, player: nil,
        analytics: { event in events.withLock { $0.append(event) } }, isPermanentFailure: { _ in permanent }))
  }

  @Test func aKeptTakeUploadsAndTheOutcomeSaysSo() async {
    let events = LockedValue<[PracticeEvent]>([])
    let uploader = ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")])
    let round = round(uploader: uploader, events: events)
    guard case .readyToUpload(let answer) = await round.takeToUpload(review: { _ in .upload }) else {
      Issue.record("expected a take to upload")
      return
    }
    #expect(answer.duration == 1.5)
    #expect(await round.upload(within: .seconds(5)) == .settled)
    #expect(await round.outcome(of: .settled) == .uploaded(recordingID: "rec_9", duration: 1.5))
    #expect(uploader.enqueued == ["en-001"])
    #expect(events.value.contains(.uploadSucceeded))
  }

  @Test func redoRecordsAgainAndDiscardEndsTheRound() async {
    let recorder = ScriptedRecorder()
    let round = round(recorder: recorder)
    let decisions = LockedValue<[PracticeRound.ReviewDecision]>([.redo, .discard])
    let result = await round.takeToUpload { _ in decisions.withLock { $0.removeFirst() } }
    #expect(result == .ended(.discarded))
    #expect(recorder.takes.count == 2)
    #expect(recorder.takes.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "both takes deleted")
    #expect(round.isViewingCue)
  }

  @Test func aTakeThatCannotBeRecordedEndsTheRound() async {
    let round = round(recorder: ScriptedRecorder(mode: .failing(CancellationError())))
    #expect(await round.takeToUpload(review: { _ in .upload }) == .ended(.recordingFailed(.recordingFailed)))
  }

  @Test func aDeadlineLeavesTheJobQueued() async {
    let round = round(uploader: ScriptedUploader(script: [.queued, .waitingForNetwork], hang: true))
    await round.startTake()?.value
    #expect(await round.upload(within: .milliseconds(100)) == .timedOut)
    #expect(await round.outcome(of: .timedOut) == .queued(jobID: "job-en-001"))
  }

  @Test func anInterruptionLeavesTheJobQueued() async throws {
    let round = round(uploader: ScriptedUploader(script: [.queued], hang: true))
    await round.startTake()?.value
    let upload = Task { await round.upload(within: .seconds(30)) }
    while round.model.phase != .uploading(.queued) { try await Task.sleep(nanoseconds: 10_000_000) }
    round.interruptUpload()
    #expect(await upload.value == .interrupted)
    #expect(await round.outcome(of: .interrupted) == .interrupted(jobID: "job-en-001"))
  }

  @Test func aRefusalForGoodDiffersFromAFailureKeptForRetry() async {
    for permanent in [true, false] {
      let round = round(
        uploader: ScriptedUploader(script: [
          .queued, .failed(UploadErrorInfo(key: "upload.error.too_large", message: "The file is too large.")),
        ]),
        permanent: permanent)
      await round.startTake()?.value
      let end = await round.upload(within: .seconds(5))
      #expect(end == .settled)
      #expect(round.takeUnderReview != nil, "the take stays for review")
      let expected: PracticeRound.Outcome =
        permanent
        ? .refused(jobID: "job-en-001")
        : .uploadFailed(jobID: "job-en-001", failure: .uploadRefused(reasonKey: "upload.error.too_large"))
      #expect(await round.outcome(of: end) == expected)
    }
  }

  @Test func aQueueThatCannotStartFailsTheUploadWithoutAJob() async {
    let round = PracticeRound(
      cue: Self.cue,
      dependencies: PracticeRoundDependencies(
        recorder: ScriptedRecorder(), uploader: ScriptedUploader(enqueueError: CancellationError()), player: nil))
    await round.startTake()?.value
    let end = await round.upload(within: .seconds(5))
    #expect(await round.outcome(of: end) == .uploadFailed(jobID: "", failure: .enqueueFailed))
  }

  @Test func quittingMidTakeKeepsItForReview() async throws {
    let recorder = ScriptedRecorder(mode: .untilStopped)
    let round = round(recorder: recorder)
    round.startTake()
    while !recorder.isRecording { try await Task.sleep(nanoseconds: 10_000_000) }
    await round.stopAndKeepTake(forReview: true)
    #expect(round.takeUnderReview != nil)
    #expect(round.keptAfterQuit)
    round.discard()
    #expect(!round.keptAfterQuit)
  }

  @Test func aTakeNobodyReviewedIsQueuedRatherThanLost() async {
    let uploader = ScriptedUploader()
    let round = round(uploader: uploader)
    #expect(await round.queueTakeForLater() == .nothingToQueue)
    await round.startTake()?.value
    #expect(await round.queueTakeForLater() == .queued)
    #expect(uploader.enqueued == ["en-001"])

    var refusing = TestPracticeUploader.unimplemented
    refusing.enqueue = { _, _ in throw CancellationError() }
    let refused = self.round(uploader: refusing)
    await refused.startTake()?.value
    let take = refused.takeUnderReview
    #expect(take != nil)
    #expect(await refused.queueTakeForLater() == take.map { .failed($0) })
  }

  @Test func noTakeStartsOutsideTheCueAndNoUploadWithoutATake() async {
    let round = round()
    #expect(round.redo() == nil)
    #expect(round.startUpload() == nil)
    #expect(await round.upload(within: nil) == .settled)
    await round.startTake()?.value
    #expect(round.startTake() == nil, "a take under review needs a decision first")
  }
}

@Suite("Practice limits")
struct PracticeLimitsTests {
  /// `seconds` of 48 kHz 16-bit mono.
  func info(seconds: Int) -> WAVInfo {
    WAVInfo(format: .speech, dataOffset: 44, dataByteCount: UInt64(seconds * 96_000))
  }

  @Test func aFileIsTakenWholeOrRefusedWithTheReason() throws {
    #expect(
      try PracticeLimits.forFile(info: info(seconds: 3), maxBytes: 1_000_000, requestedSeconds: nil).maxSeconds == 4)
    #expect(throws: PracticeLimits.Refusal.tooLarge(bytes: 960_044, maxBytes: 500_000)) {
      try PracticeLimits.forFile(info: info(seconds: 10), maxBytes: 500_000, requestedSeconds: nil)
    }
    #expect(throws: PracticeLimits.Refusal.tooLong(seconds: 10, maxSeconds: 5)) {
      try PracticeLimits.forFile(info: info(seconds: 10), maxBytes: 10_000_000, requestedSeconds: 5)
    }
  }

  @Test func aLiveTakeIsShortenedToFitTheUploadLimit() {
    #expect(PracticeLimits.forLiveSource(maxBytes: 100_000_000).maxSeconds == PracticeLimits.defaultLiveSeconds)
    #expect(PracticeLimits.forLiveSource(maxBytes: 960_044).maxSeconds == 10)
    #expect(PracticeLimits.forLiveSource(requestedSeconds: 5, maxBytes: 960_044).maxSeconds == 5)
    #expect(PracticeLimits.forLiveSource(maxBytes: 10).maxSeconds == 1)
  }
}
