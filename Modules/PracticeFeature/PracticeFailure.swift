import ChatterboxAPI

/// Why a practice step failed, as the screen shows it.
public enum PracticeFailure: UserFacingFailure {
  /// The take could not be recorded (the microphone or capture command failed).
  case recordingFailed
  /// The take could not be played back.
  case playbackFailed
  /// The take could not be handed to the upload queue.
  case enqueueFailed
  /// The queue gave up on the upload; `reasonKey` is the queue's catalog key for the reason.
  case uploadRefused(reasonKey: String)

  /// The catalog key of the explanation.
  public var messageKey: String {
    switch self {
    case .recordingFailed: "practice.error.recording_failed"
    case .playbackFailed: "practice.error.playback_failed"
    case .enqueueFailed: "upload.error.enqueue_failed"
    case .uploadRefused(let reasonKey): reasonKey
    }
  }
}
