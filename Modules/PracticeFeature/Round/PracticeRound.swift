import AudioCapture
import ChatterboxAPI
import Foundation
import Observation

/// One practice round as every shell runs it: the tasks around `PracticeViewModel` (a take, an
/// upload), what a deadline or an interruption leaves behind, and what happens to a take nobody
/// reviewed. The recorder, the player and the queue are the shell's (``PracticeRoundDependencies``);
/// drawing, keys and prompts are the shell's too.
@MainActor
@Observable
public final class PracticeRound {
  /// The round's view model (phase, level, failure), for the screens.
  public let model: PracticeViewModel
  /// The take under review was stopped by quitting (the review says it was kept).
  public private(set) var keptAfterQuit = false
  /// What the on-device analysis found in the take under review, when it is not speech: every shell says
  /// so at the review and offers to record again before anything is sent (issue 37). `nil` for speech,
  /// while the take is recorded, and without an analyser (the device's setting, `--no-feedback`).
  public internal(set) var reviewCheck: ReviewCheck?
  /// What a take under review was found to hold, when it holds no speech.
  public enum ReviewCheck: Sendable, Equatable {
    /// No speech; `heard` is what was there instead (`steady_tone`, `beeps`, `noise`…), `nil` when the
    /// analysis does not say.
    case noSpeech(heard: String?)
  }
  /// The analysis of the take last examined, kept so the upload's preview does not measure it twice.
  @ObservationIgnored var examined: (file: URL, content: TakeContent?)?
  /// The take being recorded, while it runs.
  @ObservationIgnored public private(set) var recordTask: Task<Void, Never>?
  /// Where following the uploaded take's evaluation stands (``PracticeRound/FeedbackWait``).
  public internal(set) var feedbackWait: FeedbackWait = .idle
  /// The on-device measures of the take last uploaded, shown as a preview until the server's result
  /// arrives (then `nil`); `nil` without an analyser or when it found nothing to measure.
  public internal(set) var preview: Feedback?
  @ObservationIgnored var following: Task<FeedbackEnd, Never>?
  /// Counts ``followFeedback(within:)`` calls: only the latest one moves the phase.
  @ObservationIgnored var followGeneration = 0
  @ObservationIgnored private var takeBegan: AsyncStream<Void>?
  @ObservationIgnored private var runningUpload: Task<Void, Never>?
  @ObservationIgnored private var interrupted = false
  @ObservationIgnored private var uploadedAnswer: RecordedAnswer?
  @ObservationIgnored let dependencies: PracticeRoundDependencies

  /// The round before ADR 0035's rename finished.
  @available(*, deprecated, renamed: "init(cue:dependencies:)")
  public convenience init(cue: Cue, environment: PracticeRoundDependencies) {
    self.init(cue: cue, dependencies: environment)
  }

  /// Creates a round on the cue, at its cue screen; nothing is recorded until ``startTake()``.
  public init(cue: Cue, dependencies: PracticeRoundDependencies) {
    self.dependencies = dependencies
    model = PracticeViewModel(
      cue: cue, recorder: dependencies.recorder, uploader: dependencies.uploader, player: dependencies.player,
      analytics: dependencies.analytics)
    modelAnswer = dependencies.modelAnswers.map { ModelAnswerListener(cue: cue, dependencies: $0) }
  }

  /// The cue's model answer to listen to; `nil` when the shell cannot speak one. Its
  /// ``ModelAnswerListener/hasAnswer`` says whether the server sent one for this cue.
  public let modelAnswer: ModelAnswerListener?

  /// The cue being answered.
  public var cue: Cue { model.cue }

  /// The take waiting for a decision, if one is.
  public var takeUnderReview: RecordedAnswer? {
    if case .reviewing(let answer) = model.phase { return answer }
    return nil
  }

  /// Whether this round is on its cue between takes (a new take can start; the shell may reuse it).
  public var isViewingCue: Bool { model.phase == .viewingCue }

  /// Whether a take is being recorded or waits for a decision: leaving the round now would lose
  /// it, so links wait and ``AppModel/open(_:)`` keeps the round.
  public var hasUndecidedTake: Bool { model.phase == .recording || takeUnderReview != nil }

  // MARK: Takes

  /// Starts a take from the cue; `nil` anywhere else. The task ends with the take.
  @discardableResult
  public func startTake() -> Task<Void, Never>? {
    guard isViewingCue else { return nil }
    return begin { model in await model.record() }
  }

  /// Throws the take under review away and records again; `nil` when nothing is under review.
  @discardableResult
  public func redo() -> Task<Void, Never>? {
    guard takeUnderReview != nil else { return nil }
    return begin { model in await model.redo() }
  }

  private func begin(_ work: @escaping @MainActor (PracticeViewModel) async -> Void) -> Task<Void, Never> {
    keptAfterQuit = false
    reviewCheck = nil
    let (began, signal) = AsyncStream<Void>.makeStream()
    takeBegan = began
    let model = self.model
    let task = Task { @MainActor in
      // Finishing first: a waiter resumes once `work` first suspends, when the view model is
      // already in its recording phase.
      signal.finish()
      await work(model)
      // Part of the take: the review waits for it, and a line-by-line shell prints it with the review.
      await self.checkTakeUnderReview()
    }
    recordTask = task
    return task
  }

  /// Waits until the take just started is under way (its phase visible): a line-by-line shell
  /// must not print the screen before.
  public func takeUnderWay() async {
    guard let began = takeBegan else { return }
    takeBegan = nil
    for await _ in began {}
  }

  /// Ends the take and keeps it for review.
  public func stopTake() async { await model.stopRecording() }

  /// Ends the take and throws it away.
  public func cancelTake() async { await model.cancelRecording() }

  /// Quitting mid-take: stops the take, keeps it, and returns once it is under review. With
  /// `forReview` the learner stays to decide, and the review says the take was kept.
  public func stopAndKeepTake(forReview: Bool) async {
    let recording = recordTask
    await model.stopRecording()
    await recording?.value
    if forReview { keptAfterQuit = true }
  }

  /// Plays the take under review until the player ends; cancelling the task stops it.
  public func playBack() async { await model.playBack() }

  /// Whether the take under review is playing.
  public var isPlaying: Bool { model.isPlaying }

  /// Why the last ``playBack()`` could not play; `nil` after one that played.
  public var playbackError: PlaybackError? { model.playbackError }

  /// Deletes the take under review and goes back to the cue.
  public func discard() {
    keptAfterQuit = false
    reviewCheck = nil
    model.discard()
  }

  /// Records until the learner keeps a take: `review` decides on each (redo records again,
  /// discard ends the round). A take that could not be recorded ends the round too.
  public func takeToUpload(review: @MainActor (RecordedAnswer) async -> ReviewDecision) async -> TakeResult {
    while true {
      await startTake()?.value
      guard let answer = takeUnderReview else { return .ended(.recordingFailed(model.failure)) }
      switch await review(answer) {
      case .upload: return .readyToUpload(answer)
      case .redo: discard()
      case .discard:
        discard()
        return .ended(.discarded)
      }
    }
  }

  // MARK: Uploading

  /// Uploads the take under review in the background (the learner may go on meanwhile), then follows
  /// its evaluation where the server evaluates takes (``followFeedback(within:)``); `nil` when
  /// nothing is under review.
  @discardableResult
  public func startUpload() -> Task<Void, Never>? {
    guard takeUnderReview != nil else { return nil }
    keptAfterQuit = false
    return Task { @MainActor [self] in
      _ = await upload(within: nil)
      _ = await followFeedback(within: nil)
    }
  }

  /// Uploads the take under review and follows it until it settles, `limit` passes, or
  /// ``interruptUpload()``. Either of the last two leaves the job in the persistent queue.
  public func upload(within limit: Duration?) async -> UploadEnd {
    guard let answer = takeUnderReview else { return .settled }
    uploadedAnswer = answer
    interrupted = false
    // Measured before the queue owns (and may move) the file; local work only. Whether to show it is the
    // server's flag, asked beside the upload, never before it: a slow server never keeps a take out of the
    // queue (ADR 0037).
    preview = nil
    let measured = await measureTake(answer)
    let model = self.model
    let work = Task { @MainActor in await model.upload() }
    runningUpload = work
    let feedback = dependencies.feedback
    let showsPreview = measured.map { _ in Task { await feedback?.isEnabled() == true } }
    let time = dependencies.time
    let deadline = limit.map { limit in
      Task {
        try await time.sleep(limit)
        work.cancel()
      }
    }
    await work.value
    deadline?.cancel()
    runningUpload = nil
    if let measured, await showsPreview?.value == true { showPreview(measured) }
    guard case .uploading = model.phase else { return .settled }
    return interrupted ? .interrupted : .timedOut
  }

  /// Stops following the upload (Ctrl-C, the app going away); the job stays queued.
  public func interruptUpload() {
    interrupted = true
    runningUpload?.cancel()
  }

  /// What an upload run came to, in the learner's terms.
  public func outcome(of end: UploadEnd) async -> Outcome {
    if case .done(let recordingID) = model.phase {
      return .uploaded(recordingID: recordingID, duration: uploadedAnswer?.duration ?? 0)
    }
    let jobID = model.jobID ?? ""
    switch end {
    case .timedOut: return .queued(jobID: jobID)
    case .interrupted: return .interrupted(jobID: jobID)
    case .settled: break
    }
    if dependencies.isPermanentFailure(jobID) == true { return .refused(jobID: jobID) }
    return .uploadFailed(jobID: jobID, failure: model.failure)
  }

  /// Quitting with a take nobody will review: hands it to the persistent queue (it uploads at the
  /// next start or `uploads retry`) rather than lose it.
  public func queueTakeForLater() async -> QueueResult {
    guard let answer = takeUnderReview else { return .nothingToQueue }
    do {
      _ = try await dependencies.uploader.enqueue(answer, cueID: cue.id)
      return .queued
    } catch {
      return .failed(answer)
    }
  }
}
