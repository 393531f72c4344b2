import Foundation
import Networking
import Observability
import Storage

/// A persistent, crash-safe queue that uploads files: create (declare the file, get a
/// target) → send the bytes → complete, one job at a time.
///
/// Guarantees (each covered by a test in `Tests/UploadTests`):
/// - **Exactly once.** Each job gets one idempotency key, written to disk before the first
///   network call and sent with every create, across retries and restarts; the server replays its
///   first answer, so a repeated create never makes a second upload.
/// - **No data loss.** The file moves into the queue's folder at enqueue and is deleted only after
///   the server confirmed completion. Failures never delete it.
/// - **Survives being killed.** Every step persists the job (atomic, 0600) before moving on; a new
///   queue on the same folder reloads every job and continues from its phase.
/// - **Offline waits, not fails.** Offline, timeouts, 429 and 5xx park a job in
///   ``UploadPhase/waitingForNetwork`` with capped exponential backoff, for as long as the process
///   lives; only refusals (422 checksum/size, 413, 404…) or repeated odd failures fail a job.
///
/// ```swift
/// import Foundation
/// import Upload
///
/// // Queue one finished file and follow it until the queue is done with it.
/// func upload(_ take: URL, queueFolder: URL, api: UploadAPI) async throws -> UploadJobSnapshot? {
///   let queue = UploadQueue(directory: queueFolder, api: api, transport: .live())
///   try await queue.start()  // first resumes whatever a killed process left in the folder
///   let id = try await queue.enqueue(file: take, metadata: ["title": "Intro"], contentType: "audio/wav")
///   for await jobs in queue.updates() {
///     guard let job = jobs.first(where: { $0.id == id }) else { return nil }  // cancelled
///     if !job.phase.isActive { return job }  // done, or failed with job.lastError
///   }
///   return nil
/// }
/// ```
public actor UploadQueue {
  let api: UploadAPI
  let transport: UploadTransport
  let configuration: Configuration
  let store: UploadJobStore
  let broadcaster = UploadSnapshotBroadcaster()
  var logger: Logger { configuration.logger }
  /// The clock the queue dates its jobs by (``Configuration/time``), for metadata a caller dates the same way.
  public nonisolated var time: TimeSource { configuration.time }

  /// Every known job, done history included.
  var records: [UploadJobID: UploadJob] = [:]
  var isLoaded = false
  var isStarted = false
  var nextSequence = 0
  /// Remaining wait (seconds) before a job that just failed may run again. In memory only: after a
  /// restart every job is tried at once, which is what a user reopening the app expects.
  var backoff: [UploadJobID: TimeInterval] = [:]
  var runner: Task<Void, Never>?
  var runnerGeneration = 0
  var sleeper: Task<Void, any Error>?
  var wakeRequested = false
  var inFlight: InFlight?

  /// The job whose server call is running, so ``cancel(_:)`` can interrupt it.
  struct InFlight: Sendable {
    let id: UploadJobID
    let cancel: @Sendable () -> Void
  }

  /// Creates a queue over `directory`, a folder the queue owns (an app may give each account its
  /// own). The initializer touches nothing: the folder is created and loaded by the first call
  /// that needs it (``start()``, ``enqueue(file:metadata:contentType:)``, …), where an unusable
  /// folder surfaces as ``UploadQueueError``.
  public init(
    directory: URL, api: UploadAPI, transport: UploadTransport, configuration: Configuration = Configuration()
  ) {
    self.api = api
    self.transport = transport
    self.configuration = configuration
    self.store = UploadJobStore(
      directory: directory, logger: configuration.logger, sourceFolders: configuration.sourceFolders,
      time: configuration.time)
  }

  /// Every job (active, failed, and the recent done history), oldest first. Empty until the queue
  /// has loaded its folder.
  public nonisolated var jobs: [UploadJobSnapshot] { broadcaster.current }

  /// A stream of job lists: first the current one, then one per change (phase, progress by whole
  /// percent, errors). Ends when the subscriber stops iterating.
  public nonisolated func updates() -> AsyncStream<[UploadJobSnapshot]> { broadcaster.subscribe() }

  // MARK: Shared helpers

  /// Loads the folder once: jobs (corrupt ones moved aside), leftovers swept, history pruned.
  func ensureLoaded() throws(UploadQueueError) {
    guard !isLoaded else { return }
    try store.prepare()
    let jobs = store.loadAll()
    for job in jobs where records[job.id] == nil { records[job.id] = job }
    nextSequence = max(nextSequence, (jobs.map(\.sequence).max() ?? -1) + 1)
    store.sweepDataFiles(jobs: jobs)
    isLoaded = true
    pruneHistory()
    let pending = records.values.filter(\.phase.isActive).count
    logger.info("upload queue loaded \(records.count, privacy: .public) jobs, \(pending, privacy: .public) pending")
    publish()
  }

  /// Stores the job in memory and on disk, then publishes. A failed write is logged and the queue
  /// goes on: the disk then lags behind, never ahead, and every step is safe to repeat.
  func persist(_ job: UploadJob) {
    records[job.id] = job
    do {
      try store.save(job)
    } catch {
      logger.error("cannot save upload job \(job.id, privacy: .public): \(String(describing: error), privacy: .public)")
    }
    publish()
  }

  func publish() {
    let snapshots = records.values.sorted { $0.sequence < $1.sequence }.map(Self.snapshot)
    broadcaster.publish(snapshots)
  }

  static func snapshot(_ job: UploadJob) -> UploadJobSnapshot {
    let confirmed = job.phase == .completing || job.phase == .done || (job.uploadedAt != nil && job.phase != .failed)
    return UploadJobSnapshot(
      id: job.id, metadata: job.metadata, contentType: job.contentType, phase: job.phase,
      bytesSent: confirmed ? job.byteSize : 0, totalBytes: job.byteSize, attempts: job.attempts,
      lastError: job.lastError, remoteID: job.remoteID, createdAt: job.createdAt, completedAt: job.completedAt)
  }

  /// Keeps the newest `doneHistoryLimit` finished jobs.
  func pruneHistory() {
    let done = records.values.filter { $0.phase == .done }
      .sorted { ($0.completedAt ?? $0.createdAt, $0.sequence) > ($1.completedAt ?? $1.createdAt, $1.sequence) }
    for job in done.dropFirst(configuration.doneHistoryLimit) {
      store.removeDataFile(job)
      store.removeJob(job.id)
      records[job.id] = nil
    }
  }
}
