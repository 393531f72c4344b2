import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import Observability
import PracticeFeature
import PracticeFeatureLive
import Session
import Upload

// The Upload module knows nothing of the API's types; the composition root adapts them.

extension UploadAPI {
  /// Create, renew and complete over the live practice repository, for one account's queue only:
  /// every call first checks that `owner` is still the signed-in account, so a job can never be
  /// sent under another learner's session (ADR 0011).
  package static func live(_ practice: any PracticeRepository, owner: String, session: SessionController) -> UploadAPI {
    let checkOwner = { @Sendable () throws(NetworkError) in
      guard session.currentUser?.id == owner else { throw .unauthorized(code: "account_changed") }
    }
    return UploadAPI(
      createUpload: { metadata, contentType, byteSize, sha256, key throws(NetworkError) in
        try checkOwner()
        let cueID = metadata[UploadQueue.cueMetadataKey] ?? ""
        return UploadTarget(
          try await practice.createUpload(
            cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: key))
      },
      renewUpload: { id throws(NetworkError) in
        try checkOwner()
        return UploadTarget(try await practice.renewUpload(recordingID: id))
      },
      completeUpload: { id throws(NetworkError) in
        try checkOwner()
        let recording = try await practice.completeUpload(recordingID: id)
        return CompletedUpload(remoteID: recording.id, sha256: recording.sha256, byteSize: recording.byteSize)
      })
  }
}

extension UploadTarget {
  package init(_ upload: RecordingUpload) {
    self.init(
      remoteID: upload.recordingID, url: upload.uploadURL, method: upload.method, headers: upload.headers,
      expiresAt: upload.expiresAt)
  }
}

extension AppDependencies {
  /// The signed-in account's persistent upload queue, started (which resumes any upload a killed
  /// process left behind). Other accounts' queues stay where they are, untouched (ADR 0011).
  package func startUploadQueue() async throws -> UploadQueue {
    guard let owner = session.currentUser?.id else { throw CLIError.notSignedIn(strings) }
    let account = accountDirectories(userID: owner)
    let folder: URL
    do { folder = try account.createIfNeeded(account.uploadsDirectory) } catch {
      throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
    }
    // Named so that another server's command can say which `--api` sends what waits here.
    recordServerName()
    // The PUTs go to the API client's monitors too, so the network log records uploads (redacted:
    // the signed URL's signature never reaches it).
    let monitors = client.configuration.monitors
    // The PUT trusts what the API client trusts (a staging CA from --ca-file) and goes through the
    // same proxy (--proxy, CHATTERBOX_PROXY or the variables; never for a loopback http URL).
    var uploadTransferPolicy = TransferPolicy.uploads
    uploadTransferPolicy.additionalTrustedCertificates = client.configuration.transfer.additionalTrustedCertificates
    uploadTransferPolicy.proxy = client.configuration.transfer.proxy
    // A job may name a file only in the queue's own folder or in this account's recordings
    // (where takes wait until the queue moves them in); a job file naming anything else is
    // moved aside as corrupt, the file untouched (issue 24).
    let queue = UploadQueue(
      directory: folder, api: .live(practice, owner: owner, session: session),
      transport: .live(
        transfer: uploadTransferPolicy, policy: client.configuration.transportSecurity,
        onAttempt: { attempt in for monitor in monitors { monitor.attemptDidFinish(attempt) } },
        // This server signs upload URLs on its own public origin: the PUT's connection opens while create runs.
        warmUpOrigin: client.configuration.environment.baseURL),
      configuration: UploadQueue.Configuration(sourceFolders: [account.recordingsDirectory]))
    do { try await queue.start() } catch {
      if CLIError.isStorageFailure(error) {
        throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
      }
      throw CLIError(strings.string("cli.error.cannot_open_upload_queue", .string("\(type(of: error))")))
    }
    await adoptInterruptedTakes(into: queue, from: account.recordingsDirectory)
    return queue
  }

  /// A practice take whose process died before the queue accepted it (found by Tools/Chaos) is
  /// repaired and queued for its cue, so it is uploaded instead of sitting in the recordings folder.
  /// Only takes untouched for two minutes of `time`'s wall clock count: a younger one may belong to a
  /// running session.
  package func adoptInterruptedTakes(
    into queue: UploadQueue, from folder: URL, olderThan age: TimeInterval = Self.interruptedTakeAge,
    time: TimeSource = .system
  ) async {
    // Chosen by age before the repair: repairing rewrites the header, which makes the file young.
    let interrupted = InterruptedTakes.find(in: folder, untouchedFor: age, now: time.now())
    _ = WAVRecovery.recoverAll(in: folder, untouchedFor: age, time: time)
    for take in interrupted where FileManager.default.fileExists(atPath: take.url.path) {
      if (try? await queue.enqueue(file: take.url, cueID: take.cueID, contentType: "audio/wav")) != nil {
        logger.notice("queued a recording left by an interrupted session for cue \(take.cueID, privacy: .public)")
      }
    }
  }

  /// How long a take must sit untouched before this process treats it as interrupted: repairs it,
  /// adopts it. A younger one may be another process's take in progress (two processes on one
  /// data folder, ADR 0011).
  package static let interruptedTakeAge: TimeInterval = InterruptedTakes.defaultAge
}
