import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import Testing

/// A take with no speech is named at its review, before anything is sent (issue 37 item 3): the round
/// examines the take on the device once, and the upload's preview reuses what it found.
@MainActor
@Suite("Practice round: no speech at the review")
struct PracticeRoundReviewCheckTests {
  func round(examining content: @escaping @Sendable () -> TakeContent, calls: LockedValue<Int>) -> PracticeRound {
    let analyzer = TakeAnalyzer.examining { _ throws(TakeAnalyzerError) in
      calls.withLock { $0 += 1 }
      return content()
    }
    let feedback = FeedbackDependencies(
      isEnabled: { true }, evaluations: TestEvaluationRepository.noop, attempts: { _ in [] }, analyzer: analyzer)
    return PracticeRound(
      cue: .mock(),
      dependencies: PracticeRoundDependencies(
        recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]),
        player: nil, feedback: feedback))
  }

  @Test func aSteadyToneIsNamedAtTheReviewAndNothingIsSent() async {
    let calls = LockedValue(0)
    let round = round(examining: { .notSpeech(heard: "steady_tone") }, calls: calls)
    await round.startTake()?.value
    #expect(round.takeUnderReview != nil)
    #expect(round.reviewCheck == .noSpeech(heard: "steady_tone"))
    #expect(calls.value == 1)
  }

  @Test func recordingAgainClearsTheCheckUntilTheNewTakeIsExamined() async {
    let calls = LockedValue(0)
    let heard = LockedValue<TakeContent>(.notSpeech(heard: "beeps"))
    let round = round(examining: { heard.value }, calls: calls)
    await round.startTake()?.value
    #expect(round.reviewCheck == .noSpeech(heard: "beeps"))
    heard.withLock { $0 = .speech(.sample()) }
    await round.redo()?.value
    #expect(round.reviewCheck == nil)
    #expect(calls.value == 2)
    round.discard()
    #expect(round.reviewCheck == nil)
  }

  @Test func speechPassesAndTheUploadsPreviewReusesTheExamination() async {
    let calls = LockedValue(0)
    let round = round(examining: { .speech(.sample(rate: 3.4)) }, calls: calls)
    await round.startTake()?.value
    #expect(round.reviewCheck == nil)
    #expect(await round.upload(within: .seconds(5)) == .settled)
    #expect(round.preview?.result.speechRate == 3.4)
    #expect(calls.value == 1, "the take is analysed once, at the review")
  }

  @Test func withoutAnAnalyserThereIsNoCheck() async {
    let round = PracticeRound(
      cue: .mock(),
      dependencies: PracticeRoundDependencies(recorder: ScriptedRecorder(), uploader: ScriptedUploader(), player: nil))
    await round.startTake()?.value
    #expect(round.takeUnderReview != nil)
    #expect(round.reviewCheck == nil)
  }
}
