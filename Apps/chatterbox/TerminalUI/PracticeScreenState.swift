import ChatterboxComposition
import PracticeFeature

/// What the four practice screens (cue detail, record, review, upload) read: the practice view
/// model, the recorder's status, and two facts about the app around them.
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
  var chrome: Chrome

  /// The cue's title with its difficulty, for screen headings.
  var title: String { model.cue.title }
}
