import Foundation
import Observability

extension UploadQueue {
  /// Loads every job file in the folder (moving corrupt ones aside) and starts processing; from
  /// now on, enqueueing and ``retryFailed(includingRefused:)`` start work by themselves. Call at launch: this is
  /// what resumes the uploads of a process that was killed. Calling it again is harmless.
  /// - Throws: ``UploadQueueError/storage(_:reason:)`` when the folder cannot be created.
  public func start() throws(UploadQueueError) {
    try ensureLoaded()
    isStarted = true
    process()
  }

  /// Starts the worker if it is not running; while it runs, calls are coalesced (the worker picks
  /// up new work by itself). One job is processed at a time.
  public func process() {
    do {
      try ensureLoaded()
    } catch {
      logger.error("upload queue cannot load its folder: \(String(describing: error), privacy: .public)")
      return
    }
    guard runner == nil else { return }
    runnerGeneration += 1
    let generation = runnerGeneration
    runner = Task { await self.run(generation: generation) }
  }

  /// Retries jobs waiting for the network now instead of after their backoff. Call when
  /// connectivity returns (e.g. from a path monitor) or when the user taps "retry".
  public func retryWaiting() {
    backoff.removeAll()
    if let sleeper {
      wakeRequested = true
      sleeper.cancel()
    }
    if isStarted { process() }
  }

  /// Puts failed jobs back in line at the step they failed in, with fresh attempt counters (the
  /// same upload, the same idempotency key). Jobs the server refused for good
  /// (``UploadErrorInfo/isPermanent``) stay failed unless `includingRefused` is set: sending the
  /// same bytes again cannot succeed, only ``cancel(_:)`` (discard) ends them. Returns how many were
  /// re-queued.
  @discardableResult
  public func retryFailed(includingRefused: Bool = false) -> Int {
    try? ensureLoaded()
    let failed = records.values
      .filter { $0.phase == .failed && (includingRefused || $0.lastError?.isPermanent != true) }
      .sorted { $0.sequence < $1.sequence }
    for var job in failed {
      job.madeProgress(to: job.resumePhase, resetFailures: true)
      backoff[job.id] = nil
      persist(job)
      logger.info("upload job \(job.id, privacy: .public) re-queued")
    }
    if !failed.isEmpty, isStarted { process() }
    return failed.count
  }

  /// Removes a job that is not done yet, with its file, interrupting its server call if
  /// one is running. Returns `false` for unknown or finished jobs. An upload already created on
  /// the server is discarded with ``UploadAPI/discardUpload`` when the API has one (once, in the
  /// background, best effort: a failure is only logged); otherwise it stays there, pending.
  @discardableResult
  public func cancel(_ id: UploadJobID) -> Bool {
    try? ensureLoaded()
    guard let job = records[id], job.phase != .done else { return false }
    if inFlight?.id == id { inFlight?.cancel() }
    records[id] = nil
    backoff[id] = nil
    // The file first: a crash in between then leaves a job whose file is missing (visible,
    // fails, can be cancelled again), never an invisible orphaned file.
    store.removeDataFile(job)
    store.removeJob(id)
    publish()
    logger.info("upload job \(id, privacy: .public) cancelled")
    if let remoteID = job.remoteID, let discard = api.discardUpload {
      // Best effort and once: the job is gone from disk already, so nothing would retry it.
      let logger = logger
      Task {
        do throws(NetworkError) {
          try await discard(remoteID)
          logger.info("upload job \(id, privacy: .public): the server discarded its upload")
        } catch {
          logger.notice(
            "upload job \(id, privacy: .public): discarding the server's upload failed (\(error.logSummary, privacy: .public))"
          )
        }
      }
    }
    return true
  }

  /// Starts processing and waits until every job is done or failed, or until `timeout` passes.
  /// Returns whether the queue settled. Jobs still waiting at the deadline stay queued on disk
  /// and resume at the next ``start()``. The deadline is on the configuration's `TimeSource`.
  @discardableResult
  public func drain(timeout: Duration) async -> Bool {
    do {
      try start()
    } catch {
      return false
    }
    let stream = updates()
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await jobs in stream where jobs.allSatisfy({ !$0.phase.isActive }) { return true }
        return false
      }
      let time = configuration.time
      group.addTask {
        try? await time.sleep(timeout)
        return false
      }
      let settled = await group.next() ?? false
      group.cancelAll()
      return settled
    }
  }

  /// Stops processing and waits for the worker to end. An interrupted step changes nothing on
  /// disk, so a later ``start()`` (in this process or the next) redoes it.
  public func stop() async {
    isStarted = false
    guard let runner else { return }
    runner.cancel()
    await runner.value
  }

  /// Forgets every finished job (their files are already gone: the server confirmed them).
  /// Returns how many were removed.
  @discardableResult
  public func clearFinished() -> Int {
    try? ensureLoaded()
    let done = records.values.filter { $0.phase == .done }
    for job in done {
      store.removeDataFile(job)
      store.removeJob(job.id)
      records[job.id] = nil
    }
    if !done.isEmpty { publish() }
    logger.info("removed \(done.count, privacy: .public) finished upload jobs")
    return done.count
  }

  /// Reads the jobs in `directory` without starting a queue there or changing anything (for a
  /// view of another account's waiting uploads). Unreadable files are skipped.
  public static func peek(directory: URL) -> [UploadJobSnapshot] {
    let store = UploadJobStore(directory: directory, logger: Logger(category: .upload))
    return store.peekAll().map(snapshot)
  }
}
