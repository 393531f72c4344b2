import Foundation

extension UploadQueue {
  /// Runs the single worker loop: the oldest runnable job first, one step at a time; when every
  /// remaining job is backing off, sleep until the earliest may retry; exit when nothing is left.
  func run(generation: Int) async {
    while !Task.isCancelled {
      if let id = nextRunnableJob() {
        await advance(id)
        continue
      }
      // Nothing runnable; wait for the soonest job that is backing off, if any.
      guard let wait = backoff.values.min() else { break }
      let woken = await pause(wait)
      if Task.isCancelled { break }
      if woken {
        backoff.removeAll()
      } else {
        // No clock needed: the slept time is subtracted from every wait (work done meanwhile only
        // makes waits a little longer, never shorter).
        backoff = backoff.compactMapValues { remaining in remaining - wait > 0.000_001 ? remaining - wait : nil }
      }
    }
    if generation == runnerGeneration { runner = nil }
  }

  func nextRunnableJob() -> UploadJobID? {
    records.values
      .filter { $0.phase.isActive && backoff[$0.id] == nil }
      .min { $0.sequence < $1.sequence }?.id
  }

  /// Sleeps on the injected clock; returns whether ``retryWaiting()`` cut it short.
  func pause(_ seconds: TimeInterval) async -> Bool {
    let time = configuration.time
    let task = Task { try await time.sleep(seconds: seconds) }
    sleeper = task
    _ = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    sleeper = nil
    defer { wakeRequested = false }
    return wakeRequested
  }

  /// Runs one network operation for job `id` in its own task, so ``cancel(_:)`` can interrupt it
  /// without stopping the queue. Returns `nil` when the answer no longer applies: the queue was
  /// stopped or the job was cancelled meanwhile.
  func perform<Value: Sendable>(
    _ id: UploadJobID, _ operation: @escaping @Sendable () async -> Result<Value, UploadStepError>
  ) async -> Result<Value, UploadStepError>? {
    let work = Task { await operation() }
    inFlight = InFlight(id: id, cancel: { work.cancel() })
    let result = await withTaskCancellationHandler {
      await work.value
    } onCancel: {
      work.cancel()
    }
    inFlight = nil
    guard !Task.isCancelled, records[id] != nil else { return nil }
    return result
  }
}
