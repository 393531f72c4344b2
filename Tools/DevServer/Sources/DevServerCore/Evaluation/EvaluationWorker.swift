import Foundation
import Logging

/// Evaluates complete recordings one job at a time: claim under a lease, analyze outside any transaction,
/// record the outcome only while the lease is still this worker's (ADR 0031).
///
/// Any number of workers, in one process or many on one database, evaluate each recording exactly once:
/// the analysis of a job may run again after a worker died holding it, but only one outcome is ever committed.
struct EvaluationWorker: Sendable {
  /// What one ``runOnce()`` did.
  struct Run: Sendable, Equatable {
    let job: ClaimedEvaluationJob
    let outcome: EvaluationOutcome
    /// False when the lease had passed to another worker (or the recording was deleted): nothing was written.
    let recorded: Bool
    /// Wall time of the analysis alone.
    let analysisSeconds: Double
  }

  let services: ServerServices

  private var settings: ServerConfiguration { services.configuration }

  /// Takes the oldest due job, if any, under a lease of `evaluationLease` seconds.
  func claim() async throws -> ClaimedEvaluationJob? {
    let now = services.now
    let configuration = settings
    return try await services.database.transaction { transaction in
      try await EvaluationStore(transaction).claim(
        now: now, lease: configuration.evaluationLease, maxAttempts: configuration.evaluationMaxAttempts)
    }
  }

  /// Records `outcome` for `job`; false when the lease is no longer this worker's. Once committed, wakes this
  /// process's long-polls on the recording (a retry scheduled for later wakes them too: they read `pending`).
  func finish(_ job: ClaimedEvaluationJob, outcome: EvaluationOutcome) async throws -> Bool {
    let now = services.now
    let configuration = settings
    let recorded = try await services.database.transaction { transaction in
      try await EvaluationStore(transaction).finish(
        job, outcome: outcome, now: now, retryDelay: configuration.evaluationRetryDelay,
        maxAttempts: configuration.evaluationMaxAttempts)
    }
    if recorded { services.evaluationSignal.notify(.outcome(recordingID: job.recordingID)) }
    return recorded
  }

  /// Claims, analyzes and finishes one job; `nil` when no job is due.
  ///
  /// - Throws: the database's errors (the job, if claimed, is retried once its lease runs out).
  func runOnce() async throws -> Run? {
    guard let job = try await claim() else { return nil }
    let started = ContinuousClock.now
    let outcome = await EvaluationAnalysis.outcome(
      fileAt: services.blobs.path(for: job.recordingID), contentType: job.contentType)
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let recorded = try await finish(job, outcome: outcome)
    let note = recorded ? "" : " (lease lost, dropped)"
    let milliseconds = Int(seconds * 1000)
    services.logger.debug(
      "evaluation \(job.recordingID) attempt \(job.attempts): \(Self.describe(outcome)) in \(milliseconds) ms\(note)")
    return Run(job: job, outcome: outcome, recorded: recorded, analysisSeconds: seconds)
  }

  /// Runs jobs until the task is cancelled; when none is due, waits until this process enqueues one or
  /// `evaluationPollInterval` passes (the poll that finds jobs enqueued by another instance, and retries).
  ///
  /// A database error (an outage) is logged and waited out; it never ends the loop.
  func run() async {
    let signal = services.evaluationSignal
    // Subscribed before the first claim, so a job enqueued while a claim runs wakes the next wait.
    let ticket = signal.subscribe(.jobs)
    defer { signal.unsubscribe(ticket) }
    while !Task.isCancelled {
      do {
        if try await runOnce() != nil { continue }
      } catch is CancellationError {
        return
      } catch {
        services.logger.notice("evaluation worker: \(error)")
        try? await Task.sleep(for: .seconds(1))
      }
      await signal.wait(ticket, atMost: settings.evaluationPollInterval)
    }
  }

  private static func describe(_ outcome: EvaluationOutcome) -> String {
    switch outcome {
    case .ready: "ready"
    case .failed(let reason, let retryable): "failed \(reason.rawValue)\(retryable ? " (retryable)" : "")"
    }
  }
}
