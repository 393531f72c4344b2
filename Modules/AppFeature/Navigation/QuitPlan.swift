/// What quitting does, so no shell loses a take: a take being recorded is stopped and kept (or, on
/// a signal, queued for upload); a take under review is either confirmed with the learner or, on
/// a signal, queued; anything else just ends.
public enum QuitPlan: Equatable, Sendable {
  /// Nothing would be lost: end now.
  case exit
  /// Stop the recording and stay, showing the take for review (the learner asked to quit mid-take).
  case stopRecordingAndReview
  /// Stop the recording, queue the take for upload, then end (a signal: nobody is there to ask).
  case stopRecordingThenQueueAndExit
  /// Ask first.
  case confirm(AppConfirmation)
  /// Queue the take under review for upload, then end.
  case queueTakeAndExit

  /// Decides from where the learner is.
  public init(isRecording: Bool, isReviewingTake: Bool, fromSignal: Bool) {
    if isRecording {
      self = fromSignal ? .stopRecordingThenQueueAndExit : .stopRecordingAndReview
    } else if isReviewingTake {
      self = fromSignal ? .queueTakeAndExit : .confirm(.quitWithTake)
    } else {
      self = .exit
    }
  }
}
