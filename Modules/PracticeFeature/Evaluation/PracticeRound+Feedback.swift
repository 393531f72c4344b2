import ChatterboxAPI
import NetworkErrors

extension PracticeRound {
  /// Where following a take's evaluation stands.
  public enum FeedbackWait: Equatable, Sendable {
    /// Nothing is being followed: no take was uploaded yet, or its evaluation settled.
    case idle
    /// Asking the server ("Analysing…").
    case following
    /// Stopped asking while the evaluation is still pending; ``PracticeRound/resumeFeedback()`` asks again.
    case paused(FeedbackPause)
  }

  /// Why the round stopped asking for a pending evaluation. None of them loses the take: it is on the
  /// server, and the history shows it pending until its evaluation arrives.
  public enum FeedbackPause: Equatable, Sendable {
    /// The policy's bound (or the caller's limit) passed.
    case timedOut
    /// The last request failed (offline, the server's error, or a final answer such as `notFound` for a
    /// recording deleted meanwhile).
    case unreachable(NetworkError)
    /// ``PracticeRound/stopFollowingFeedback()``: the learner left, or the shell stopped waiting.
    case stopped
  }

  /// What following a take's evaluation came to.
  public enum FeedbackEnd: Equatable, Sendable {
    /// Nothing to follow: the server does not evaluate takes (its flag is off), the round has no
    /// ``FeedbackDependencies``, or no take was uploaded. The round is at `done`, as before evaluations.
    case off
    /// The server's feedback; the phase is `PracticeViewModel.Phase.showingResult`.
    case ready(Feedback)
    /// The server will not evaluate the take; the phase is `PracticeViewModel.Phase.evaluationFailed`.
    case failed(RecordingEvaluation.FailureReason)
    /// The server's answer holds nothing this client can show; the round is back at `done`.
    case unrecognized
    /// Still pending when the round stopped asking; the phase stays
    /// `PracticeViewModel.Phase.waitingForEvaluation`.
    case pending(FeedbackPause)
  }

  /// Follows the uploaded take's evaluation until it settles, `limit` (never beyond the policy's
  /// bound) passes, or ``stopFollowingFeedback()``; returns ``PracticeRound/FeedbackEnd/off`` at once when there
  /// is nothing to follow. Never throws and never leaves the take: a failure leaves it pending.
  /// A second call while one runs stops the first.
  public func followFeedback(within limit: Duration?) async -> FeedbackEnd {
    guard let feedback = dependencies.feedback else { return .off }
    let recordingID: String
    switch model.phase {
    case .done(let id):
      guard !id.isEmpty, await feedback.isEnabled() else { return .off }
      recordingID = id
      model.awaitEvaluation()
    case .waitingForEvaluation(let id): recordingID = id
    default: return .off
    }
    following?.cancel()
    followGeneration += 1
    let generation = followGeneration
    feedbackWait = .following
    let follower = EvaluationFollower(repository: feedback.evaluations, policy: feedback.policy, time: feedback.time)
    let cueID = cue.id
    let task = Task { @MainActor [self] () -> FeedbackEnd in
      let end = await follower.follow(recordingID, within: limit)
      guard generation == followGeneration else { return .pending(.stopped) }
      return await settle(
        end, recordingID: recordingID, cueID: cueID, attempts: feedback.attempts, language: feedback.language)
    }
    following = task
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Stops asking for the evaluation (the learner left the screen): returns at once; the evaluation
  /// stays pending and ``resumeFeedback()`` picks it up again.
  public func stopFollowingFeedback() {
    guard let following else { return }
    following.cancel()
    self.following = nil
    followGeneration += 1
    if feedbackWait == .following { feedbackWait = .paused(.stopped) }
  }

  /// Asks again for a pending evaluation (the learner came back); `nil` when nothing is pending or
  /// the round is already asking.
  @discardableResult
  public func resumeFeedback() -> Task<FeedbackEnd, Never>? {
    guard case .waitingForEvaluation = model.phase, feedbackWait != .following else { return nil }
    return Task { @MainActor [self] in await followFeedback(within: nil) }
  }

  /// Whether the round is waiting for, or showing, its take's evaluation (``AppModel/open(_:)`` keeps
  /// such a round on its cue so the learner comes back to it).
  public var isAwaitingOrShowingFeedback: Bool {
    switch model.phase {
    case .waitingForEvaluation, .showingResult, .evaluationFailed: true
    default: false
    }
  }

  /// Leaves the feedback (or the finished upload) for a new take on the same cue: stops asking (the
  /// evaluation stays on the server) and shows the cue. Does nothing while a take is recorded,
  /// reviewed or uploading.
  public func practiseAgain() {
    switch model.phase {
    case .done, .waitingForEvaluation, .showingResult, .evaluationFailed: break
    default: return
    }
    stopFollowingFeedback()
    feedbackWait = .idle
    preview = nil
    model.show(cue)
  }

  /// Measures `answer` on the device when the round has an analyser: local work only, no network (ADR 0037).
  /// `nil` without an analyser, or when it has no numbers for the take.
  func measureTake(_ answer: RecordedAnswer) async -> Feedback? {
    guard case .speech(let result)? = await examine(answer) else { return nil }
    let native = await dependencies.feedback?.language().flatMap(NativeSpeechRate.forLanguage)
    // No best: the attempts are the server's, and a preview must not wait on the network.
    return Feedback(
      recordingID: nil, cueID: cue.id, result: result, comparison: nil, isPreview: true, nativeRate: native,
      personalBest: nil)
  }

  /// What `answer` holds by the analyser, measured once per file; `nil` without an analyser or when it
  /// could not tell (an unreadable file, the setting off).
  func examine(_ answer: RecordedAnswer) async -> TakeContent? {
    if let examined, examined.file == answer.fileURL { return examined.content }
    guard let analyzer = dependencies.feedback?.analyzer else { return nil }
    let content = try? await analyzer.examine(answer.fileURL)
    examined = (answer.fileURL, content)
    return content
  }

  /// Examines the take under review (local work only) and says, through ``reviewCheck``, when it holds
  /// no speech.
  func checkTakeUnderReview() async {
    guard let answer = takeUnderReview, case .notSpeech(let heard)? = await examine(answer),
      takeUnderReview == answer
    else { return }
    reviewCheck = .noSpeech(heard: heard)
  }

  /// Shows `measured` as the preview (the server evaluates takes: the caller asked the flag).
  func showPreview(_ measured: Feedback) {
    preview = measured
    dependencies.analytics(.evaluationShown(EvaluationSummary(measured)))
  }

  private func settle(
    _ end: EvaluationFollower.End, recordingID: String, cueID: String,
    attempts: @Sendable (String) async throws(NetworkError) -> [Recording], language: @Sendable () async -> String?
  ) async -> FeedbackEnd {
    // A newer call (or practiseAgain) owns the phase now.
    guard case .waitingForEvaluation(let waiting) = model.phase, waiting == recordingID else {
      return .pending(.stopped)
    }
    switch end {
    case .cancelled:
      feedbackWait = .paused(.stopped)
      return .pending(.stopped)
    case .stillPending(let failure):
      feedbackWait = .paused(failure.map { .unreachable($0) } ?? .timedOut)
      return .pending(failure.map { .unreachable($0) } ?? .timedOut)
    case .settled(let evaluation):
      following = nil
      // `.idle` only together with the phase it ends in: a shell (or test) that sees the wait over must
      // see the result, not the awaited attempts lookup in between.
      defer { feedbackWait = .idle }
      switch (evaluation.state, evaluation.result) {
      case (.ready, let result?):
        let previous = try? await attempts(cueID)
        let native = await language().flatMap(NativeSpeechRate.forLanguage)
        let shown = Feedback(
          recordingID: recordingID, cueID: cueID, result: result,
          comparison: result.comparableSpeechRate.flatMap { rate in
            previous.flatMap { CueAttempts.previousRate(before: recordingID, in: $0) }
              .map { RateComparison(current: rate, previous: $0) }
          },
          isPreview: false, nativeRate: native,
          personalBest: previous.flatMap { PersonalBest(current: result, recordingID: recordingID, attempts: $0) })
        preview = nil
        model.showResult(shown)
        dependencies.analytics(.evaluationShown(EvaluationSummary(shown)))
        return .ready(shown)
      case (.failed, _):
        let reason = evaluation.failureReason ?? .other
        model.showEvaluationFailed(reason)
        dependencies.analytics(.evaluationFailed(reason: reason.rawValue))
        return .failed(reason)
      default:
        model.endEvaluation()
        return .unrecognized
      }
    }
  }
}
