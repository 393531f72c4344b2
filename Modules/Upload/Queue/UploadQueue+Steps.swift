import Foundation
import Networking
import Storage

extension UploadQueue {
  /// Runs the next step of one job. Each step persists the phase it is entering before calling
  /// the server and the outcome after, so a kill at any point resumes at the right step.
  func advance(_ id: UploadJobID) async {
    // One process at a time per job: another process on this folder may be sending it now.
    let lock: FileLock?
    switch store.lock(id) {
    case .held(let held): lock = held
    case .unavailable: lock = nil
    case .busy:
      backoff[id] = Self.busyElsewhereDelay
      logger.debug("upload job \(id, privacy: .public) is being sent by another process; looking again soon")
      return
    }
    defer { lock?.unlock() }
    guard let job = reloadFromDisk(id), job.phase.isActive else { return }
    switch job.nextStep {
    case .create: await create(job)
    case .upload: await upload(job)
    case .complete: await complete(job)
    }
  }

  /// How long to leave a job that another process holds before looking again.
  static let busyElsewhereDelay: TimeInterval = 0.5

  /// The job as its file says now: a process that worked on it before we got its lock may have
  /// moved it on (or finished and removed it). The file is the truth between processes.
  func reloadFromDisk(_ id: UploadJobID) -> UploadJob? {
    guard let current = records[id] else { return nil }
    guard FileManager.default.fileExists(atPath: store.jobURL(id).path) else {
      records[id] = nil
      backoff[id] = nil
      publish()
      return nil
    }
    guard let onDisk = store.load(id), onDisk != current else { return current }
    if onDisk.phase != current.phase || onDisk.remoteID != current.remoteID
      || (onDisk.uploadedAt == nil) != (current.uploadedAt == nil)
    {
      records[id] = onDisk
      publish()
      return onDisk
    }
    return current
  }

  // MARK: Create

  private func create(_ job: UploadJob) async {
    var job = job
    job.phase = .creating
    persist(job)
    // The PUT follows the create call: its connection can open meanwhile (ADR 0029).
    transport.warmUp()
    let api = api
    let (metadata, contentType, byteSize, sha256, key) = (
      job.metadata, job.contentType, job.byteSize, job.sha256, job.idempotencyKey
    )
    let result = await perform(job.id) { () async -> Result<UploadTarget, UploadStepError> in
      do throws(NetworkError) {
        return .success(try await api.createUpload(metadata, contentType, byteSize, sha256, key))
      } catch {
        return .failure(.api(error))
      }
    }
    guard let result, var job = records[job.id] else { return }
    switch result {
    case .success(let target):
      job.adopt(target)
      job.madeProgress(to: .uploading, resetFailures: true)
      persist(job)
      logger.info("upload job \(job.id, privacy: .public) created upload \(target.remoteID)")
    case .failure(let error):
      handleFailure(job, error, during: .create)
    }
  }

  // MARK: Upload

  private func upload(_ job: UploadJob) async {
    var job = job
    // A file that vanished or changed size cannot match its declaration; sending it would only
    // earn a 422 (or, shorter than its Content-Length, a connection the server waits on).
    let size: Int
    do throws(UploadContainmentError) {
      var data = try store.openDataFile(job)
      if data == nil {
        // The process died between writing the job and moving the file: finish the move now,
        // if the job's source is a file the queue may touch at all.
        switch try store.adoptSource(of: job) {
        case .adopted: data = try store.openDataFile(job)
        case .missing: break
        case .changed:
          handleFailure(job, .fileChanged, during: .upload)
          return
        }
      }
      guard let data else {
        handleFailure(job, .fileMissing, during: .upload)
        return
      }
      size = data.size
    } catch {
      quarantine(job, error)
      return
    }
    guard size == job.byteSize else {
      handleFailure(job, .fileChanged, during: .upload)
      return
    }
    if job.phase != .uploading {
      job.phase = .uploading
      persist(job)
    }
    // Renew a missing or nearly expired URL first. A URL renewed just now is used as is, even if
    // the local clock disagrees: the server is the judge of expiry.
    let deadline = configuration.time.now().addingTimeInterval(configuration.renewalMargin)
    if job.target.map({ $0.expiresAt <= deadline }) ?? true {
      guard let renewed = await renew(job) else { return }
      job = renewed
    }
    guard let target = job.target else {
      // Unreachable (a renewed job always has a target), but returning here would spin the worker.
      handleFailure(job, .unexpectedAnswer("no upload URL"), during: .renew)
      return
    }

    let request = UploadRequest(
      fileURL: store.dataURL(job), target: target, contentType: job.contentType, byteSize: job.byteSize)
    let (transport, broadcaster, id) = (transport, broadcaster, job.id)
    broadcaster.resetProgress(id)
    let result = await perform(id) { () async -> Result<UploadTransportResult, UploadStepError> in
      do throws(UploadTransportError) {
        let outcome = try await transport.upload(request) { sent, total in
          broadcaster.progress(id, bytesSent: sent, totalBytes: total)
        }
        return .success(outcome)
      } catch {
        return .failure(.transport(error))
      }
    }
    guard let result, var job = records[id] else { return }
    switch result {
    case .success(let outcome):
      job.uploadedAt = configuration.time.now()
      job.madeProgress(to: .completing)
      persist(job)
      switch outcome {
      case .uploaded: logger.info("upload job \(id, privacy: .public) sent \(job.byteSize, privacy: .public) bytes")
      case .alreadyCompleted: logger.notice("upload job \(id, privacy: .public): server says already completed")
      }
    case .failure(let error):
      handleFailure(job, error, during: .upload)
    }
  }

  /// Asks for a fresh URL; returns the updated job, or `nil` when the step ended here.
  private func renew(_ job: UploadJob) async -> UploadJob? {
    guard let remoteID = job.remoteID else { return nil }
    let api = api
    let result = await perform(job.id) { () async -> Result<UploadTarget, UploadStepError> in
      do throws(NetworkError) {
        return .success(try await api.renewUpload(remoteID))
      } catch {
        return .failure(.api(error))
      }
    }
    guard let result, var job = records[job.id] else { return nil }
    switch result {
    case .success(let target) where target.remoteID == remoteID:
      job.adopt(target)
      persist(job)
      logger.info("upload job \(job.id, privacy: .public) renewed its upload URL")
      return job
    case .success:
      handleFailure(job, .unexpectedAnswer("renewed another upload"), during: .renew)
      return nil
    case .failure(let error):
      handleFailure(job, error, during: .renew)
      return nil
    }
  }

  // MARK: Complete

  private func complete(_ job: UploadJob) async {
    var job = job
    guard let remoteID = job.remoteID else { return }
    if job.phase != .completing {
      job.phase = .completing
      persist(job)
    }
    let api = api
    let result = await perform(job.id) { () async -> Result<CompletedUpload, UploadStepError> in
      do throws(NetworkError) {
        return .success(try await api.completeUpload(remoteID))
      } catch {
        return .failure(.api(error))
      }
    }
    guard let result, var job = records[job.id] else { return }
    switch result {
    case .success(let confirmed):
      if confirmed.sha256.map({ $0 != job.sha256 }) ?? false || confirmed.byteSize.map({ $0 != job.byteSize }) ?? false
      {
        // The server verified the bytes against what we declared, so this should not happen;
        // the server's record is the truth either way.
        logger.warning(
          "upload job \(job.id, privacy: .public): completed upload differs from the declared size or checksum")
      }
      job.completedAt = configuration.time.now()
      job.madeProgress(to: .done, resetFailures: true)
      persist(job)
      // Only now, with the server's confirmation recorded, is the local copy redundant.
      store.removeDataFile(job)
      pruneHistory()
      publish()
      logger.info("upload job \(job.id, privacy: .public) done: upload \(remoteID) complete")
    case .failure(let error):
      handleFailure(job, error, during: .complete)
    }
  }

  // MARK: Failure

  /// Applies ``UploadFailurePolicy``: wait, retry (counted), renew, resend, skip ahead or fail.
  func handleFailure(_ job: UploadJob, _ error: UploadStepError, during call: UploadCall) {
    var job = job
    let info = UploadErrorInfo(error)
    let disposition = UploadFailurePolicy.disposition(for: error, during: call)
    job.attempts += 1
    job.lastError = info
    let delay = configuration.backoff.delay(attempt: job.attempts, random: configuration.random())
    let summary = Self.logSummary(error)

    switch disposition {
    case .waitForNetwork(let minimumDelay):
      job.phase = .waitingForNetwork
      let wait = max(delay, minimumDelay)
      backoff[job.id] = wait
      logger.notice(
        "upload job \(job.id, privacy: .public): \(call.rawValue, privacy: .public) failed (\(summary, privacy: .public)); waiting \(Self.seconds(wait), privacy: .public) s for the network"
      )
    case .skipToComplete:
      job.uploadedAt = job.uploadedAt ?? configuration.time.now()
      job.madeProgress(to: .completing)
      logger.notice("upload job \(job.id, privacy: .public): upload already complete on the server")
    case .fail:
      job.phase = .failed
      job.lastError?.isPermanent = UploadFailurePolicy.isPermanent(error)
      // The host reports it (the job's state says why); a library's own line would only repeat it.
      logger.notice(
        "upload job \(job.id, privacy: .public) failed: \(call.rawValue, privacy: .public) \(summary, privacy: .public); the file is kept"
      )
    case .retry, .renewURL, .resendBytes, .recreate:
      job.nonTransientFailures += 1
      if job.nonTransientFailures >= configuration.maxAttempts {
        job.phase = .failed
        logger.notice(
          "upload job \(job.id, privacy: .public) failed after \(job.nonTransientFailures, privacy: .public) attempts: \(call.rawValue, privacy: .public) \(summary, privacy: .public); the file is kept"
        )
        break
      }
      switch disposition {
      case .renewURL:
        job.dropTarget()  // the next upload step renews first, without waiting
      case .resendBytes:
        job.uploadedAt = nil
        backoff[job.id] = delay
      case .recreate:
        // The create step runs again; the old upload is gone on the server, so no duplicate is made.
        job.remoteID = nil
        job.dropTarget()
        job.uploadedAt = nil
        backoff[job.id] = delay
      default:
        backoff[job.id] = delay
      }
      job.phase = job.resumePhase
      logger.notice(
        "upload job \(job.id, privacy: .public): \(call.rawValue, privacy: .public) failed (\(summary, privacy: .public)), attempt \(job.nonTransientFailures, privacy: .public) of \(self.configuration.maxAttempts, privacy: .public)"
      )
    }
    persist(job)
  }

  static func logSummary(_ error: UploadStepError) -> String {
    switch error {
    case .api(let error): error.logSummary
    case .transport(let error): error.debugDescription
    case .fileMissing: "file missing"
    case .fileChanged: "file changed size"
    case .unexpectedAnswer(let what): what
    }
  }

  static func seconds(_ value: TimeInterval) -> String {
    String(format: "%.1f", value)
  }
}
