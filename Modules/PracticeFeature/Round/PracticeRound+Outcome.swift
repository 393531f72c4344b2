extension PracticeRound {
  /// The learner's decision on a take under review.
  public enum ReviewDecision: Equatable, Sendable {
    /// Keep it and upload it.
    case upload
    /// Throw it away and record again.
    case redo
    /// Throw it away and end the round.
    case discard
  }

  /// Where ``PracticeRound/takeToUpload(review:)`` left the round.
  public enum TakeResult: Equatable, Sendable {
    /// A take is under review, kept: upload it.
    case readyToUpload(RecordedAnswer)
    /// The round ended without a take to upload (``Outcome/discarded`` or ``Outcome/recordingFailed(_:)``).
    case ended(Outcome)
  }

  /// How following an upload ended.
  public enum UploadEnd: Equatable, Sendable {
    /// The upload finished or failed.
    case settled
    /// The deadline passed while it was still running (or waiting for the network).
    case timedOut
    /// ``PracticeRound/interruptUpload()`` stopped it.
    case interrupted
  }

  /// How a round ended.
  public enum Outcome: Equatable, Sendable {
    /// The server has the take.
    case uploaded(recordingID: String, duration: Double)
    /// The learner threw the take away.
    case discarded
    /// No take could be recorded; the view model's failure, if it gave one.
    case recordingFailed(PracticeFailure?)
    /// Still waiting (for the network, for the server) when the deadline passed: the job stays
    /// queued for the next start or `uploads retry`.
    case queued(jobID: String)
    /// Interrupted while uploading: the job stays queued.
    case interrupted(jobID: String)
    /// The server refused the take for good (too large, unsupported…): only discarding ends it.
    case refused(jobID: String)
    /// The upload failed for now; the queue keeps the take for a retry.
    case uploadFailed(jobID: String, failure: PracticeFailure?)
  }

  /// What ``PracticeRound/queueTakeForLater()`` did.
  public enum QueueResult: Equatable, Sendable {
    /// Nothing was under review.
    case nothingToQueue
    /// The take is in the persistent queue.
    case queued
    /// The queue refused it; the take's file is still where it was.
    case failed(RecordedAnswer)
  }
}
