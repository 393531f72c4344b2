import PracticeFeature

extension AppModel {
  /// How long a live take may last for this account: the default length, shortened to fit the
  /// server's upload limit once the account is loaded.
  public var takeLimits: PracticeLimits {
    guard let snapshot else { return PracticeLimits(maxSeconds: PracticeLimits.defaultLiveSeconds) }
    return PracticeLimits.forLiveSource(maxBytes: snapshot.config.upload.maxBytes)
  }

  /// Uploads the reviewed take of the round on screen; once the upload is done its cue counts as
  /// practised (``practisedCueIDs``). `nil` when no take waits for review. The upload may outlive
  /// its screen (the learner goes back to the cues while it runs).
  @discardableResult
  public func startUpload() -> Task<Void, Never>? {
    guard let round = practice, let upload = round.startUpload() else { return nil }
    return Task { [weak self] in
      await upload.value
      // A take found to hold no speech is uploaded if the learner insists, but it practises nothing (issue 37).
      if case .done = round.model.phase, round.reviewCheck == nil {
        self?.practisedCueIDs.formUnion(round.model.practisedCueIDs)
      }
    }
  }
}
