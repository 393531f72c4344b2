import AppFeature
import ChatterboxComposition
import PracticeFeature

/// Where the next take comes from. Machines without a microphone (CI boxes, servers, this app's
/// own test rigs) can still go through the whole flow with a generated tone.
package enum RecordingSourceChoice: Equatable, Sendable {
  case microphone, tone
}

/// What the record screen shows beside the practice view model's level: the take's length so
/// far, whether it is paused, and why the last take could not start.
///
/// ```swift
/// RecordingStatus(elapsedSeconds: 4.2, isPaused: false, source: .tone)
/// ```
package struct RecordingStatus: Equatable, Sendable {
  var elapsedSeconds: Double = 0
  var isPaused = false
  var source: RecordingSourceChoice = .microphone
  /// Why the last take failed: the error's own description ("command not found: arecord"),
  /// which the screens put in a sentence of the UI language; `nil` after a success or a cancel.
  var failure: String?
}

/// A practice recorder the full-screen app can also pause and ask for the elapsed time — the
/// two things `PracticeViewModel` does not (yet) model.
package protocol InteractiveRecorder: PracticeRecorder {
  /// Chooses the source of the next take.
  func prepare(_ source: RecordingSourceChoice)
  /// Chooses the source of the next take and its longest length (AppFeature's limit for the
  /// account's upload size).
  func prepare(_ source: RecordingSourceChoice, limits: PracticeLimits)
  /// Pauses a running take, or resumes a paused one.
  func togglePause() async
  /// The current take's status.
  var status: RecordingStatus { get }
}

extension InteractiveRecorder {
  /// A recorder with a fixed length (the tests' scripted ones) takes only the source.
  func prepare(_ source: RecordingSourceChoice, limits: PracticeLimits) { prepare(source) }
}
