import AppFeature
import ChatterboxComposition
import PracticeFeature

/// What the practice screens (cue detail, record, review, upload, feedback) read: the practice
/// view model, the recorder's status, the round's feedback wait and preview, and a few facts about
/// the app around them.
///
/// ```swift
/// PracticeScreenState(model: practice, recording: recorder.status, hasPlayer: false, chrome: chrome)
/// ```
@MainActor
package struct PracticeScreenState {
  let model: PracticeViewModel
  var recording: RecordingStatus
  /// A player is installed (review offers "play").
  var hasPlayer: Bool
  /// The take was stopped by quitting (review says it was kept).
  var keptAfterQuit = false
  /// The take under review holds no speech (review says what was heard and offers to record again).
  var reviewCheck: PracticeRound.ReviewCheck?
  /// The feedback screen lists its numbers.
  var showsDetails = false
  /// Whether the round is asking for the take's evaluation, or stopped asking while it is pending.
  var feedbackWait: PracticeRound.FeedbackWait = .idle
  /// The device's measures of the take, shown as a preview while the server's result is awaited.
  var preview: Feedback?
  /// Takes on this device queued for another server or account (read when the upload started).
  var waitingElsewhere = 0
  /// The cue's model answer as it is being listened to (`nil`: none offered).
  var modelAnswer: ModelAnswerListener.State?
  var chrome: Chrome

  /// The cue's title with its difficulty, for screen headings.
  var title: String { model.cue.title }
}
