import AppFeature
import Testing

@Suite("AppFeature: a burst of input never answers yes, suspending pauses a take")
struct KeyArrivalTests {
  static let questions: [AppConfirmation] = [
    .deleteRecording(id: "rec_1", title: "t"), .switchPracticeLanguage(code: "fr", name: "Français"),
    .signOut(account: "a•••@example.com"), .quitWithTake, .discardTake,
  ]

  @Test(arguments: questions)
  func onlyAKeyPressedOnItsOwnSaysYes(question: AppConfirmation) {
    #expect(KeyArrival.alone.mayAnswer(question, with: .yes))
    #expect(!KeyArrival.buffered.mayAnswer(question, with: .yes))
    // "No" loses nothing: a burst may close the question.
    #expect(KeyArrival.alone.mayAnswer(question, with: .no))
    #expect(KeyArrival.buffered.mayAnswer(question, with: .no))
  }

  @Test func discardingIsOnlyOfferedWhenQuittingWithATakeAndNeverToABurst() {
    #expect(AppConfirmation.quitWithTake.answers == [.yes, .discard, .no])
    #expect(KeyArrival.alone.mayAnswer(.quitWithTake, with: .discard))
    #expect(!KeyArrival.buffered.mayAnswer(.quitWithTake, with: .discard))
    #expect(!KeyArrival.alone.mayAnswer(.deleteRecording(id: "r", title: "t"), with: .discard))
    #expect(AppConfirmation.discardTake.answers == [.yes, .no])
  }

  @Test func aTakeUnderReviewIsDroppedOnlyByAKeyPressedOnItsOwn() {
    #expect(KeyArrival.alone.mayDropTake)
    #expect(!KeyArrival.buffered.mayDropTake)
  }

  @Test func suspendingPausesARunningTakeAndNothingElse() {
    #expect(SuspendPlan(isRecording: true, isPaused: false) == .pauseTakeThenSuspend)
    #expect(SuspendPlan(isRecording: true, isPaused: true) == .suspend)
    #expect(SuspendPlan(isRecording: false, isPaused: false) == .suspend)
  }

  @Test func quittingStillKeepsATakeAndAsksAboutOneUnderReview() {
    // The rules the new question sits beside: quitting never needs `.discardTake`.
    #expect(QuitPlan(isRecording: true, isReviewingTake: false, fromSignal: false) == .stopRecordingAndReview)
    #expect(QuitPlan(isRecording: false, isReviewingTake: true, fromSignal: false) == .confirm(.quitWithTake))
  }
}
