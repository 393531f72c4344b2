import Foundation
import AudioCapture
import ChatterboxAPI
import Localization
import Networking
import Session
import Upload

// The Upload module knows nothing of the API's types; the composition root adapts them.

extension UploadAPI {
  /// Create, renew and complete over the live practice repository, for one account's queue only:
  /// every call first checks that `owner` is still the signed-in account, so a job can never be
  /// sent under another learner's session (ADR 0011).
  static func live(_ practice: any PracticeRepository, owner: String, session: SessionController) -> UploadAPI {
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
  init(_ upload: RecordingUpload) {
    self.init(
      remoteID: upload.recordingID, url: upload.uploadURL, method: upload.method, headers: upload.headers,
      expiresAt: upload.expiresAt)
  }
}

extension AppDependencies {
  /// The signed-in account's persistent upload queue, started (which resumes any upload a killed
  /// process left behind). Other accounts' queues stay where they are, untouched (ADR 0011).
  func startUploadQueue() async throws -> UploadQueue {
    guard let owner = session.currentUser?.id else { throw CLIError.notSignedIn(strings) }
    let account = accountDirectories(userID: owner)
    let folder: URL
    do { folder = try account.createIfNeeded(account.uploadsDirectory) } catch {
      throw CLIError(strings.string("cli.error.cannot_create_uploads_folder", .string("\(error)")))
    }
    // The PUTs go to the API client's monitors too, so the network log records uploads (redacted:
    // the signed URL's signature never reaches it).
    let monitors = client.configuration.monitors
    let queue = UploadQueue(
      directory: folder, api: .live(practice, owner: owner, session: session),
      transport: .live(
        policy: client.configuration.transportSecurity,
        onAttempt: { attempt in for monitor in monitors { monitor.attemptDidFinish(attempt) } }))
    do { try await queue.start() } catch { throw CLIError(strings.string("cli.error.cannot_open_upload_queue", .string("\(error)"))) }
    await adoptInterruptedTakes(into: queue, from: account.recordingsDirectory)
    return queue
  }

  /// A practice take whose process died before the queue accepted it (found by Tools/Chaos) is
  /// repaired and queued for its cue, so it is uploaded instead of sitting in the recordings folder.
  /// Only takes untouched for two minutes count: a younger one may belong to a running session.
  func adoptInterruptedTakes(into queue: UploadQueue, from folder: URL, olderThan age: TimeInterval = Self.interruptedTakeAge) async {
    // Chosen by age before the repair: repairing rewrites the header, which makes the file young.
    let now = Date()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let interrupted = names.sorted().filter { name in
      let modified = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.modificationDate] as? Date
      return name.hasSuffix(".wav") && modified.map { now.timeIntervalSince($0) > age } == true
    }
    _ = WAVRecovery.recoverAll(in: folder, untouchedFor: age, now: now)
    for name in interrupted {
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path), let cueID = Self.cueID(fromTakeName: name) else { continue }
      if (try? await queue.enqueue(file: url, cueID: cueID, contentType: "audio/wav")) != nil {
        logger.notice("queued a recording left by an interrupted session for cue \(cueID, privacy: .public)")
      }
    }
  }

  /// How long a take must sit untouched before this process treats it as interrupted: repairs it,
  /// adopts it. A younger one may be another process's take in progress (two processes on one
  /// data folder, ADR 0011).
  static let interruptedTakeAge: TimeInterval = 120

  /// `<cue id>-<yyyyMMddTHHmmss>-<suffix>.wav` → the cue id; takes of `chatterbox record` ("cli")
  /// are the user's files, not answers, and are left alone.
  static func cueID(fromTakeName name: String) -> String? {
    let parts = name.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return nil }
    let cueID = parts.dropLast(2).joined(separator: "-")
    return cueID.isEmpty || cueID == "cli" ? nil : cueID
  }
}

