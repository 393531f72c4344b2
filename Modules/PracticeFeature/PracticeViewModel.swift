import AudioCapture
import ChatterboxAPI
import Foundation
import Observation
import Upload

/// One practice round, platform-neutral: viewing the cue → recording (live level) → reviewing
/// (play back, redo, discard) → uploading (progress) → done, then, where the server evaluates takes,
/// waiting for the evaluation → showing the result (`PracticeRound` follows it). The cue is marked practised
/// optimistically when the upload starts and rolled back if it fails.
@MainActor
@Observable
public final class PracticeViewModel {
  /// Where the round is.
  public enum Phase: Equatable, Sendable {
    case viewingCue
    case recording
    case reviewing(RecordedAnswer)
    /// The queue's state for the take (never `.done` or `.failed`: those end the phase).
    case uploading(UploadJobState)
    case done(recordingID: String)
    /// Uploaded; the server's evaluation is awaited ("Analysing…"). The phase stays while the
    /// evaluation is pending, also once the round stops asking (its bound, the network, the learner
    /// leaving): following can resume, and the take is on the server whatever happens.
    case waitingForEvaluation(recordingID: String)
    /// The server evaluated the take.
    case showingResult(Feedback)
    /// The server will not evaluate the take; `reason` says why (the take itself is kept).
    case evaluationFailed(recordingID: String, reason: RecordingEvaluation.FailureReason)
  }

  /// The cue being answered.
  public private(set) var cue: Cue
  /// Its parsed-for-display prompt is the caller's concern; this is the raw cue.
  public private(set) var phase: Phase = .viewingCue
  /// The latest input level in dBFS while recording.
  public private(set) var level: Double = -160
  /// Why the last action failed, if it did.
  public private(set) var failure: PracticeFailure?
  /// The queue's job for the take being uploaded, once the queue holds it (`nil` before, and when
  /// the hand-over failed): what a deadline or a failure leaves behind to retry.
  public private(set) var jobID: String?
  /// Cues this session has practised (optimistic).
  public private(set) var practisedCueIDs: Set<String> = []

  private let recorder: any PracticeRecorder
  private let uploader: any PracticeUploader
  private let player: (any AudioPlayer)?
  private let analytics: @Sendable (PracticeEvent) -> Void

  /// Creates the view model.
  public init(
    cue: Cue, recorder: any PracticeRecorder, uploader: any PracticeUploader, player: (any AudioPlayer)?,
    analytics: @escaping @Sendable (PracticeEvent) -> Void = { _ in }
  ) {
    self.cue = cue
    self.recorder = recorder
    self.uploader = uploader
    self.player = player
    self.analytics = analytics
  }

  /// Switches to another cue (for example after the practice language changed); only between takes.
  public func show(_ cue: Cue) {
    guard phase == .viewingCue || isFinished else { return }
    self.cue = cue
    phase = .viewingCue
    failure = nil
  }

  /// Records a take; returns when it ends (stop, maximum duration or end of source).
  public func record() async {
    guard phase == .viewingCue || isReviewing else { return }
    failure = nil
    phase = .recording
    analytics(.started(difficulty: cue.difficulty.rawValue))
    do {
      let answer = try await recorder.record(cueID: cue.id) { [weak self] level in
        Task { @MainActor in self?.level = level }
      }
      phase = .reviewing(answer)
      analytics(.finished(durationMilliseconds: Int(answer.duration * 1000)))
    } catch {
      failure = .recordingFailed
      phase = .viewingCue
    }
  }

  /// Ends the take and keeps it for review.
  public func stopRecording() async { await recorder.stop() }

  /// Ends the take and throws it away.
  public func cancelRecording() async { await recorder.cancel() }

  /// Whether the take under review is playing (from ``playBack()`` until the player ends or stops).
  public private(set) var isPlaying = false
  /// Why the last ``playBack()`` could not play (the player's ``PlaybackError``, or
  /// ``PlaybackError/noPlayer(searched:)`` when this device has none); `nil` after one that played.
  public private(set) var playbackError: PlaybackError?

  /// Plays the take under review until the player ends (or the task is cancelled); a failure sets
  /// ``failure`` to `.playbackFailed` and ``playbackError`` to its reason.
  public func playBack() async {
    guard case .reviewing(let answer) = phase else { return }
    guard let player else {
      playbackError = .noPlayer(searched: [])
      failure = .playbackFailed
      return
    }
    isPlaying = true
    defer { isPlaying = false }
    playbackError = nil
    do { try await player.play(answer.fileURL, for: answer.duration) } catch {
      playbackError = error as? PlaybackError ?? .launchFailed(name: "", reason: "\(error)")
      failure = .playbackFailed
    }
  }

  /// Deletes the take and goes back to the cue.
  public func discard() {
    guard case .reviewing(let answer) = phase else { return }
    try? FileManager.default.removeItem(at: answer.fileURL)
    phase = .viewingCue
  }

  /// Discards the take and records again.
  public func redo() async {
    discard()
    await record()
  }

  /// Uploads the reviewed take through the persistent queue and follows its progress.
  public func upload() async {
    guard case .reviewing(let answer) = phase else { return }
    failure = nil
    let inserted = practisedCueIDs.insert(cue.id).inserted
    phase = .uploading(.queued)
    self.jobID = nil
    let jobID: String
    do {
      jobID = try await uploader.enqueue(answer, cueID: cue.id)
      self.jobID = jobID
    } catch {
      rollBack(inserted, answer: answer, failure: .enqueueFailed)
      return
    }
    for await state in await uploader.progress(of: jobID) {
      switch state {
      case .done(let remoteID):
        phase = .done(recordingID: remoteID ?? "")
        analytics(.uploadSucceeded)
        return
      case .failed(let reason):
        rollBack(inserted, answer: answer, failure: .uploadRefused(reasonKey: reason.key))
        return
      default:
        phase = .uploading(state)
      }
    }
  }

  private func rollBack(_ inserted: Bool, answer: RecordedAnswer, failure: PracticeFailure) {
    if inserted { practisedCueIDs.remove(cue.id) }
    self.failure = failure
    // The queue keeps the file for a retry ('chatterbox uploads retry'); review shows what failed.
    phase = .reviewing(answer)
    analytics(.uploadFailed(reasonKey: failure.messageKey))
  }

  // MARK: Evaluation (the round decides when; these only move the phase)

  /// From ``Phase/done(recordingID:)``: the take's evaluation is awaited. Does nothing elsewhere.
  public func awaitEvaluation() {
    guard case .done(let recordingID) = phase else { return }
    phase = .waitingForEvaluation(recordingID: recordingID)
  }

  /// While waiting for the take's evaluation: shows `feedback`. Does nothing elsewhere.
  public func showResult(_ feedback: Feedback) {
    guard case .waitingForEvaluation = phase else { return }
    phase = .showingResult(feedback)
  }

  /// While waiting for the take's evaluation: the server will not evaluate it. Does nothing elsewhere.
  public func showEvaluationFailed(_ reason: RecordingEvaluation.FailureReason) {
    guard case .waitingForEvaluation(let recordingID) = phase else { return }
    phase = .evaluationFailed(recordingID: recordingID, reason: reason)
  }

  /// While waiting: the evaluation holds nothing this client can show (an unknown state), so the
  /// round ends as it did before evaluations, at ``Phase/done(recordingID:)``.
  public func endEvaluation() {
    guard case .waitingForEvaluation(let recordingID) = phase else { return }
    phase = .done(recordingID: recordingID)
  }

  private var isReviewing: Bool {
    if case .reviewing = phase { return true }
    return false
  }

  private var isFinished: Bool {
    switch phase {
    case .done, .waitingForEvaluation, .showingResult, .evaluationFailed: true
    case .viewingCue, .recording, .reviewing, .uploading: false
    }
  }
}
