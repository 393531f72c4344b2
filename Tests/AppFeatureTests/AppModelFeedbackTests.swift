import AppFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import Foundation
import PracticeFeature
import PracticeFeatureTestSupport
import TestSupport
import Testing

/// The app and a take's feedback: the upload started on screen goes on to follow the evaluation,
/// leaving the screen never waits for it, and coming back to the cue asks again.
@MainActor
@Suite("AppModel: feedback")
struct AppModelFeedbackTests {
  @Test func leavingStopsTheWaitAndComingBackResumesIt() async throws {
    let clock = TestClock(advancesOnSleep: true)
    let evaluations = ScriptedEvaluations([], clock: clock, hangWhenDone: true)
    let feedback = FeedbackDependencies(
      isEnabled: { true }, evaluations: evaluations, attempts: { _ in [] }, time: clock.source)
    let app = AppModelTests.model(
      signedIn: true, accounts: ScriptedAccountRepository(),
      practice: ScriptedPracticeRepository(catalog: [Cue.mock()]),
      round: { cue in
        PracticeRound(
          cue: cue,
          dependencies: PracticeRoundDependencies(
            recorder: ScriptedRecorder(), uploader: ScriptedUploader(script: [.queued, .done(remoteID: "rec_9")]),
            player: nil, feedback: feedback))
      })
    #expect(await app.start() == .entered)
    app.open(Cue.mock())
    let round = try #require(app.practice)
    await round.startTake()?.value
    let upload = try #require(app.startUpload())
    while evaluations.waits.value.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
    #expect(round.model.phase == .waitingForEvaluation(recordingID: "rec_9"))
    #expect(round.feedbackWait == .following)

    #expect(app.back() == .success(.cues), "the wait never holds the learner")
    #expect(round.feedbackWait == .paused(.stopped))
    await upload.value

    evaluations.script.withLock { $0 = [.state(.ready())] }
    app.open(Cue.mock())
    #expect(app.practice === round, "the cue's feedback round comes back")
    while round.feedbackWait != .idle { try await Task.sleep(nanoseconds: 5_000_000) }
    guard case .showingResult(let shown) = round.model.phase else {
      Issue.record("expected the result after coming back")
      return
    }
    #expect(shown.recordingID == "rec_9")
    round.practiseAgain()
    #expect(round.isViewingCue)
  }

  /// History's column, pane and trends show only where both agree: this app follows evaluations
  /// and the server's `evaluation` flag is on. The shell reads the answer; it decides nothing.
  @Test(arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, false)])
  func evaluationsShowOnlyWhereTheAppFollowsThemAndTheFlagIsOn(follows: Bool, flag: Bool, shows: Bool) async {
    let accounts = ScriptedAccountRepository(config: .mock(featureFlags: [AppConfig.evaluationFlag: flag]))
    let app = AppModelTests.model(
      signedIn: true, accounts: accounts, practice: ScriptedPracticeRepository(catalog: [Cue.mock()]),
      followsEvaluations: follows)
    #expect(!app.showsEvaluations, "nothing shows before the account has loaded")
    #expect(await app.start() == .entered)
    #expect(app.showsEvaluations == shows)
  }
}
