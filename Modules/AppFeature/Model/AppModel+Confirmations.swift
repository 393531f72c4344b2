import ChatterboxAPI

extension AppModel {
  /// What answering the open question did, for the shell to say.
  public enum ConfirmationOutcome: Equatable, Sendable {
    /// The recording is deleted on the server (and gone from the history).
    case deleted(id: String)
    /// The practice language is switched (the route is the new language's cue list).
    case switchedPracticeLanguage(name: String)
    /// Signed out: the model is back on an empty sign-in.
    case signedOut
    /// The take being recorded (or that ended meanwhile) is thrown away.
    case discardedTake
    /// Quitting was confirmed with a take under review: the shell queues it and quits.
    case queueTakeAndQuit
    /// The action failed; the view model that ran it holds the failure (history, settings).
    case failed
  }

  /// Asks before something is lost or changed (a question ``confirm()`` or ``cancel()`` answers).
  /// The shell asks ``AppConfirmation/quitWithTake`` when `QuitPlan` says so; the model's own
  /// requests below ask the others.
  public func ask(_ question: AppConfirmation) { confirmation = question }

  /// Asks before deleting a recording (named by its cue's title when the cue list or the round
  /// has it, else by its id).
  public func requestDelete(_ recording: Recording) {
    confirmation = .deleteRecording(id: recording.id, title: title(ofCue: recording.cueID))
  }

  /// Asks before signing out of the account.
  public func requestSignOut() { confirmation = .signOut(account: maskedAccount ?? "") }

  /// Asks before throwing away the take being recorded; nothing is asked (and `false` returned)
  /// when no take is being recorded. The recording goes on meanwhile.
  @discardableResult
  public func requestCancelTake() -> Bool {
    guard route == .practice, practice?.model.phase == .recording else { return false }
    confirmation = .discardTake
    return true
  }

  /// A cue's title if the list or the round has it, else its id.
  public func title(ofCue id: String) -> String {
    cues.cues.first { $0.id == id }?.title ?? (practice?.cue.id == id ? practice?.cue.title : nil) ?? id
  }

  /// Answers yes to the open question and does what it asked; the question closes at once, the
  /// work is the returned task (`nil`: no question was open). Sign-out stops ``playback`` first
  /// (nothing of the last learner plays on), then resets to sign-in.
  @discardableResult
  public func confirm() -> Task<ConfirmationOutcome, Never>? {
    guard let question = confirmation else { return nil }
    confirmation = nil
    switch question {
    case .deleteRecording(let id, _):
      return Task { [history, dependencies] in
        await history.delete(id: id)
        guard history.failure == nil else { return .failed }
        // Its downloaded copy goes with it.
        dependencies.recordingAudio?.removeCopy(ofRecording: id)
        return .deleted(id: id)
      }
    case .switchPracticeLanguage(_, let name):
      return Task { [weak self, settings] in
        await settings.confirmPracticeLanguage()
        guard settings.failure == nil else { return .failed }
        self?.route = .cues  // the new language's list
        return .switchedPracticeLanguage(name: name)
      }
    case .signOut:
      return Task { [weak self, settings, dependencies] in
        await self?.playback?.stop()
        // While the account is still known: its downloaded recordings go before the session does.
        dependencies.recordingAudio?.removeAll()
        await settings.signOut()
        self?.resetToSignIn()
        return .signedOut
      }
    case .quitWithTake:
      return Task { ConfirmationOutcome.queueTakeAndQuit }
    case .discardTake:
      guard let round = practice else { return Task { ConfirmationOutcome.discardedTake } }
      // The take may have ended by itself while the question was open: it is thrown away all the same.
      if round.takeUnderReview != nil {
        round.discard()
        return Task { ConfirmationOutcome.discardedTake }
      }
      return Task {
        await round.cancelTake()
        return ConfirmationOutcome.discardedTake
      }
    }
  }

  /// Answers no: the question closes and nothing changes (a pending practice-language switch is
  /// dropped; a take being recorded goes on).
  public func cancel() {
    if case .switchPracticeLanguage = confirmation { settings.cancelPracticeLanguage() }
    confirmation = nil
  }

  /// ``AppConfirmation/quitWithTake``'s third answer: the take under review is thrown away and
  /// the result is `true` (the shell quits); `false`, and nothing changes, for any other question.
  @discardableResult
  public func discardTakeAndQuit() -> Bool {
    guard confirmation == .quitWithTake else { return false }
    confirmation = nil
    practice?.discard()
    return true
  }
}
