import ChatterboxAPI
import NetworkErrors
import Observability

/// What a ``PracticeRound`` needs to follow a take's evaluation after its upload (ADR 0031), and
/// nothing more. A round without one (``PracticeRoundDependencies/feedback`` `nil`) ends at `done`
/// as it did before evaluations.
public struct FeedbackDependencies: Sendable {
  /// Whether the server evaluates takes (its `evaluation` flag in `app_config`). Asked once per take;
  /// `false` ends the round at `done` with no evaluation anywhere.
  public var isEnabled: @Sendable () async -> Bool
  /// Reads one evaluation, long-polling.
  public var evaluations: any EvaluationRepository
  /// The learner's recordings of a cue, newest first (one page is enough: only the attempt before
  /// this one is compared). A failure only leaves the feedback without a comparison.
  public var attempts: @Sendable (_ cueID: String) async throws(NetworkError) -> [Recording]
  /// The on-device preview; `nil` unless a setting turns it on. It measures the take before the
  /// upload, so a learner without a network still gets the numbers, marked as a preview.
  public var analyzer: TakeAnalyzer?
  /// How long and how often to ask.
  public var policy: EvaluationPolicy
  /// What the follower reads and waits on: its bound, backoff and long-poll check (a test clock in tests).
  public var time: TimeSource
  /// The practised language's code (the active profile's), for the native reference beside the
  /// articulation rate (ADR 0059); `nil` when it is not known, and then the feedback has none.
  public var language: @Sendable () async -> String? = { nil }

  /// Creates the dependencies.
  public init(
    isEnabled: @escaping @Sendable () async -> Bool, evaluations: any EvaluationRepository,
    attempts: @escaping @Sendable (_ cueID: String) async throws(NetworkError) -> [Recording],
    analyzer: TakeAnalyzer? = nil, policy: EvaluationPolicy = .standard, time: TimeSource = .system
  ) {
    self.isEnabled = isEnabled
    self.evaluations = evaluations
    self.attempts = attempts
    self.analyzer = analyzer
    self.policy = policy
    self.time = time
  }

  /// The environment every shell builds the same way: the flag and the active profile from the
  /// account snapshot (`nil` or a failure: off, and no comparison), attempts from the practice
  /// repository (one page of 20), the language from the active profile.
  public static func over(
    snapshot: @escaping @Sendable () async -> AccountSnapshotCache.Snapshot?, practice: any PracticeRepository,
    evaluations: any EvaluationRepository, analyzer: TakeAnalyzer? = nil, policy: EvaluationPolicy = .standard,
    time: TimeSource = .system
  ) -> FeedbackDependencies {
    var dependencies = FeedbackDependencies(
      isEnabled: { await snapshot()?.config.isEvaluationEnabled == true },
      evaluations: evaluations,
      attempts: { cueID throws(NetworkError) in
        guard let profile = await snapshot()?.me.activeProfile else { return [] }
        return try await practice.recordings(profileID: profile.id, cueID: cueID, cursor: nil, count: 20).items
      },
      analyzer: analyzer, policy: policy, time: time)
    dependencies.language = { await snapshot()?.me.activeProfile?.languageCode }
    return dependencies
  }
}
