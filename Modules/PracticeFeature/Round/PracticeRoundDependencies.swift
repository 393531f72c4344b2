import AudioCapture
import Observability

/// What a ``PracticeRound`` needs from the shell, and nothing more: the device's recorder and
/// player, the persistent upload queue (started on first use), analytics, whether the queue
/// has given up on a job for good, and how to follow a take's evaluation.
public struct PracticeRoundDependencies: Sendable {
  /// Records takes (microphone, file, generated tone: the shell's device).
  public var recorder: any PracticeRecorder
  /// The upload queue as the practice feature sees it. A shell that starts its queue on first use
  /// does so inside its uploader (PracticeFeatureLive's `LivePracticeUploader`): the round only hands takes over.
  public var uploader: any PracticeUploader
  /// Plays a take under review, when this device can.
  public var player: (any AudioPlayer)?
  /// Receives the round's analytics events.
  public var analytics: @Sendable (PracticeEvent) -> Void
  /// Whether the queue's last error for a job is permanent (the server refused the take for
  /// good); `nil` when the queue recorded no error for it.
  public var isPermanentFailure: @Sendable (_ jobID: String) -> Bool?
  /// Following the take's evaluation after its upload (and the on-device preview); `nil`: the round
  /// ends at `done`, as it did before evaluations.
  public var feedback: FeedbackDependencies?
  /// Speaking and playing the cue's model answer; `nil`: the round offers none.
  public var modelAnswers: ModelAnswerDependencies?
  /// What ``PracticeRound/upload(within:)``'s limit is counted on (a test clock in tests).
  public var time: TimeSource = .system

  /// Creates the dependencies; their rounds end at `done` (no ``feedback``).
  public init(
    recorder: any PracticeRecorder, uploader: any PracticeUploader,
    player: (any AudioPlayer)?, analytics: @escaping @Sendable (PracticeEvent) -> Void = { _ in },
    isPermanentFailure: @escaping @Sendable (_ jobID: String) -> Bool? = { _ in nil }
  ) {
    self.recorder = recorder
    self.uploader = uploader
    self.player = player
    self.analytics = analytics
    self.isPermanentFailure = isPermanentFailure
    self.feedback = nil
  }

  /// Creates the dependencies of rounds that follow their take's evaluation through `feedback` (`nil`:
  /// they end at `done`).
  public init(
    recorder: any PracticeRecorder, uploader: any PracticeUploader,
    player: (any AudioPlayer)?, analytics: @escaping @Sendable (PracticeEvent) -> Void = { _ in },
    isPermanentFailure: @escaping @Sendable (_ jobID: String) -> Bool? = { _ in nil },
    feedback: FeedbackDependencies?
  ) {
    self.init(
      recorder: recorder, uploader: uploader, player: player, analytics: analytics,
      isPermanentFailure: isPermanentFailure)
    self.feedback = feedback
  }
}

/// The name until 0.4.0: "Environment" now names only deployment environments (`APIEnvironment`).
@available(*, deprecated, renamed: "PracticeRoundDependencies")
public typealias PracticeRoundEnvironment = PracticeRoundDependencies
