import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Networking
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import TestSupport
import Testing

/// Following a take's evaluation after its upload (issue 28 item 3), on a virtual clock: long-polls,
/// the bound, backoff on failures, stopping and resuming, the flag, failed and unknown states, the
/// comparison with the previous attempt, the preview and the analytics it records.
@MainActor
@Suite("Practice round: feedback")
struct PracticeRoundFeedbackTests {
  static let policy = EvaluationPolicy(
    longPollSeconds: 10, bound: .seconds(25), firstBackoff: .seconds(1), maximumBackoff: .seconds(8))

  struct Fixture {
    let round: PracticeRound
    let evaluations: ScriptedEvaluations
    let clock: TestClock
    let events: LockedValue<[PracticeEvent]>
  }

  func uploaded(
    _ script: [ScriptedEvaluations.Answer], enabled: Bool = true, hang: Bool = false,
    attempts: [Recording] = [], analyzer: TakeAnalyzer? = nil, policy: EvaluationPolicy = Self.policy
  ) async -> Fixture {
    let clock = TestClock(advancesOnSleep: true)
    let evaluations = ScriptedEvaluations(script, clock: clock, hangWhenDone: hang)
    let events = LockedValue<[PracticeEvent]>([])
    let feedback = FeedbackDependencies(
      isEnabled: { enabled }, evaluations: evaluations, attempts: { _ in attempts }, analyzer: analyzer,
      policy: policy, time: clock.source)
    let round = PracticeRound(
      cue: .mock(),
      dependencies: PracticeRoundDependencies(
        recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]),
        player: nil, analytics: { event in events.withLock { $0.append(event) } }, feedback: feedback))
    await round.startTake()?.value
    #expect(await round.upload(within: .seconds(5)) == .settled)
    #expect(round.model.phase == .done(recordingID: "rec_9"))
    return Fixture(round: round, evaluations: evaluations, clock: clock, events: events)
  }

  @Test func longPollsUntilReadyAndShowsTheResult() async {
    let fixture = await uploaded([.state(.pending()), .state(.pending()), .state(.ready())])
    guard case .ready(let feedback) = await fixture.round.followFeedback(within: nil) else {
      Issue.record("expected feedback")
      return
    }
    #expect(fixture.evaluations.waits.value == [10, 10, 5], "long-polls of 10 s, the last cut to the 25 s bound")
    #expect(fixture.round.model.phase == .showingResult(feedback))
    #expect(fixture.round.feedbackWait == .idle)
    #expect(feedback.recordingID == "rec_9" && !feedback.isPreview && feedback.comparison == nil)
    #expect(fixture.clock.sleeps.isEmpty, "a long-poll that waited needs no pause")
  }

  @Test func theBoundLeavesTheEvaluationPendingWithoutLosingTheTake() async {
    let fixture = await uploaded([])
    #expect(await fixture.round.followFeedback(within: nil) == .pending(.timedOut))
    #expect(fixture.evaluations.waits.value == [10, 10, 5])
    #expect(fixture.clock.uptime == .seconds(25))
    #expect(fixture.round.model.phase == .waitingForEvaluation(recordingID: "rec_9"))
    #expect(fixture.round.feedbackWait == .paused(.timedOut))
    #expect(fixture.round.model.failure == nil)
  }

  @Test func aCallersLimitShortensTheBound() async {
    let fixture = await uploaded([])
    #expect(await fixture.round.followFeedback(within: .seconds(4)) == .pending(.timedOut))
    #expect(fixture.evaluations.waits.value == [4])
  }

  @Test func failuresBackOffDoublingUpToTheMaximum() async {
    let policy = EvaluationPolicy(
      longPollSeconds: 10, bound: .seconds(60), firstBackoff: .seconds(1), maximumBackoff: .seconds(8))
    let fixture = await uploaded(
      Array(repeating: .failure(.offline), count: 5) + [.state(.ready())], policy: policy)
    guard case .ready = await fixture.round.followFeedback(within: nil) else {
      Issue.record("expected feedback after the failures")
      return
    }
    #expect(fixture.clock.sleeps == [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8)])
  }

  @Test func pendingAnswersThatDidNotWaitAreNotABusyLoop() async {
    let fixture = await uploaded(Array(repeating: .pendingAtOnce, count: 3) + [.state(.ready())])
    guard case .ready = await fixture.round.followFeedback(within: nil) else {
      Issue.record("expected feedback")
      return
    }
    #expect(fixture.clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
  }

  @Test func offlineUntilTheBoundSaysUnreachable() async {
    let fixture = await uploaded(Array(repeating: .failure(.offline), count: 100))
    #expect(await fixture.round.followFeedback(within: nil) == .pending(.unreachable(.offline)))
    #expect(fixture.round.model.phase == .waitingForEvaluation(recordingID: "rec_9"))
    #expect(fixture.clock.uptime <= .seconds(25))
  }

  @Test func aDeletedRecordingStopsAtOnce() async {
    let fixture = await uploaded([.failure(.notFound)])
    #expect(await fixture.round.followFeedback(within: nil) == .pending(.unreachable(.notFound)))
    #expect(fixture.evaluations.waits.value.count == 1)
  }

  @Test func leavingStopsAtOnceAndComingBackResumes() async throws {
    let fixture = await uploaded([.state(.pending())], hang: true)
    let following = Task { await fixture.round.followFeedback(within: nil) }
    while fixture.evaluations.waits.value.count < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
    #expect(fixture.round.feedbackWait == .following)
    fixture.round.stopFollowingFeedback()
    #expect(fixture.round.feedbackWait == .paused(.stopped), "at once, not when the request ends")
    #expect(await following.value == .pending(.stopped))
    #expect(fixture.round.model.phase == .waitingForEvaluation(recordingID: "rec_9"))

    fixture.evaluations.script.withLock { $0 = [.state(.ready())] }
    let resumed = try #require(fixture.round.resumeFeedback())
    guard case .ready = await resumed.value else {
      Issue.record("expected feedback after resuming")
      return
    }
    #expect(fixture.round.resumeFeedback() == nil, "nothing pending any more")
  }

  @Test func cancellingTheCallerStopsFollowing() async throws {
    let fixture = await uploaded([], hang: true)
    let following = Task { await fixture.round.followFeedback(within: nil) }
    while fixture.evaluations.waits.value.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
    following.cancel()
    #expect(await following.value == .pending(.stopped))
    #expect(fixture.round.feedbackWait == .paused(.stopped))
  }

  @Test func theFlagOffEndsTheRoundAtDoneAsBefore() async {
    let fixture = await uploaded([.state(.ready())], enabled: false)
    #expect(await fixture.round.followFeedback(within: nil) == .off)
    #expect(fixture.round.model.phase == .done(recordingID: "rec_9"))
    #expect(fixture.evaluations.waits.value.isEmpty)
    #expect(fixture.round.resumeFeedback() == nil)
  }

  @Test func aRoundWithoutFeedbackEndsAtDone() async {
    let round = PracticeRound(
      cue: .mock(),
      dependencies: PracticeRoundDependencies(
        recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]),
        player: nil))
    await round.startTake()?.value
    _ = await round.upload(within: .seconds(5))
    #expect(await round.followFeedback(within: nil) == .off)
    #expect(round.model.phase == .done(recordingID: "rec_9"))
  }

  @Test func aFailedEvaluationSaysWhyAndRecordsIt() async {
    let fixture = await uploaded([.state(.failed(.noSpeech))])
    #expect(await fixture.round.followFeedback(within: nil) == .failed(.noSpeech))
    #expect(fixture.round.model.phase == .evaluationFailed(recordingID: "rec_9", reason: .noSpeech))
    #expect(fixture.events.value.last == .evaluationFailed(reason: "no_speech"))
  }

  @Test func aFailureWithoutAReasonIsOther() async {
    let fixture = await uploaded([.state(RecordingEvaluation(recordingID: "rec_9", state: .failed))])
    #expect(await fixture.round.followFeedback(within: nil) == .failed(.other))
  }

  @Test func anUnrecognizedStateShowsNothingAndStopsAsking() async {
    for answer in [
      RecordingEvaluation(recordingID: "rec_9", state: .unrecognized),
      RecordingEvaluation(recordingID: "rec_9", state: .ready),  // ready without a result
    ] {
      let fixture = await uploaded([.state(answer), .state(.ready())])
      #expect(await fixture.round.followFeedback(within: nil) == .unrecognized)
      #expect(fixture.round.model.phase == .done(recordingID: "rec_9"))
      #expect(fixture.evaluations.waits.value.count == 1)
    }
  }

  @Test func theResultIsComparedWithThePreviousMeasuredAttempt() async {
    var older = Recording.mock(id: "rec_1", createdAt: Date(timeIntervalSince1970: 100))
    older.evaluation = .ready("rec_1", rate: 2.6)
    var unmeasured = Recording.mock(id: "rec_2", createdAt: Date(timeIntervalSince1970: 200))
    unmeasured.evaluation = .pending("rec_2")
    let current = Recording.mock(id: "rec_9", createdAt: Date(timeIntervalSince1970: 300))
    let fixture = await uploaded([.state(.ready(rate: 3.1))], attempts: [current, unmeasured, older])
    guard case .ready(let feedback) = await fixture.round.followFeedback(within: nil) else {
      Issue.record("expected feedback")
      return
    }
    #expect(feedback.comparison == RateComparison(current: 3.1, previous: 2.6))
    #expect(feedback.comparison?.direction == .faster)
    guard case .evaluationShown(let summary) = fixture.events.value.last else {
      Issue.record("expected an evaluation_shown event")
      return
    }
    #expect(summary.speechRateTenths == 31 && summary.trend == "faster" && summary.speakingSeconds == 42)
    #expect(!summary.isPreview)
  }

  @Test func thePreviewIsMeasuredBeforeTheUploadAndGivesWayToTheResult() async {
    let analyzer = TakeAnalyzer { _ in .sample(rate: 2.9) }
    let fixture = await uploaded([.state(.ready())], analyzer: analyzer)
    #expect(fixture.round.preview?.isPreview == true)
    #expect(fixture.round.preview?.speechRate == 2.9)
    #expect(fixture.round.preview?.recordingID == nil)
    _ = await fixture.round.followFeedback(within: nil)
    #expect(fixture.round.preview == nil)
  }

  @Test func noPreviewWhenTheFlagIsOffOrTheAnalyserHasNone() async {
    let off = await uploaded([], enabled: false, analyzer: TakeAnalyzer { _ in .sample() })
    #expect(off.round.preview == nil)
    let unavailable = await uploaded([], analyzer: .unavailable)
    #expect(unavailable.round.preview == nil)
  }

  @Test func practisingAgainLeavesTheFeedbackForTheCue() async throws {
    let fixture = await uploaded([], hang: true)
    let following = Task { await fixture.round.followFeedback(within: nil) }
    while fixture.evaluations.waits.value.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
    fixture.round.practiseAgain()
    #expect(fixture.round.isViewingCue)
    #expect(await following.value == .pending(.stopped))
    #expect(fixture.round.isViewingCue, "the stopped follow does not move the phase back")
  }
}
