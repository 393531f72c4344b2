import Observability

/// The rule every shell follows when it loads something it also keeps a saved copy of (the
/// account, the cues, the languages): wait for the server's answer at most ``patience``, then
/// show the saved copy and say the server is slow, while the request goes on. A command ends
/// there; a screen may await ``Outcome/savedWhileSlow(_:pending:)``'s `pending` to update.
public enum SavedCopyRace {
  /// How long a fresh answer is waited for before a saved copy stands in: the learner sees it
  /// within 3 s of asking (issue 25), with room for start-up on a loaded machine.
  public static let patience: Duration = .seconds(2)

  /// What the race produced.
  public enum Outcome<Value: Sendable>: Sendable {
    /// The fresh work's own result, in time or late when nothing was saved (it may itself be an
    /// offline copy: the work decides that, not the race).
    case fresh(Value)
    /// The saved copy, because the fresh work had not finished within ``patience``. `pending` is
    /// that work, still running: await it to update, cancel it, or leave it.
    case savedWhileSlow(Value, pending: Task<Value, any Error>)
  }

  /// Runs `fresh`; if it has not finished after `patience` of `time`, asks `saved` and returns its copy
  /// at once. Without a saved copy it keeps waiting for `fresh`, whose error it rethrows. A
  /// cancelled caller cancels `fresh` and returns without waiting for it (it throws
  /// `CancellationError`), so a deadline above this call always holds.
  public static func run<Value: Sendable>(
    patience: Duration = Self.patience, time: TimeSource = .system,
    fresh: @escaping @Sendable () async throws -> Value, saved: @escaping @Sendable () async -> Value?
  ) async throws -> Outcome<Value> {
    let work = Task { try await fresh() }
    guard let finished = try await first(of: work, within: patience, time: time) else {
      if let copy = await saved() { return .savedWhileSlow(copy, pending: work) }
      guard let late = try await first(of: work, within: nil, time: time) else { throw CancellationError() }
      return .fresh(try late.get())
    }
    return .fresh(try finished.get())
  }

  /// `work`'s result, or `nil` when `limit` (if any) of `time` passes first; throws `CancellationError`
  /// (and cancels `work`) when the caller is cancelled, without waiting for `work` to notice.
  public static func first<Value: Sendable>(
    of work: Task<Value, any Error>, within limit: Duration?, time: TimeSource = .system
  ) async throws -> Result<Value, any Error>? {
    let once = Once<Result<Value, any Error>?>()
    let waiter = Task {
      let result = await work.result
      once.resume(result)
    }
    let timer = limit.map { limit in
      Task {
        try? await time.sleep(limit)
        once.resume(nil)
      }
    }
    defer {
      waiter.cancel()
      timer?.cancel()
    }
    let answer = await withTaskCancellationHandler {
      await once.wait()
    } onCancel: {
      work.cancel()
      once.resume(nil)
    }
    try Task.checkCancellation()
    return answer
  }
}
