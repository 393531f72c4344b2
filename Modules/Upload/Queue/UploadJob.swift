import Foundation

/// One job as stored on disk, `jobs/<id>.json` (0600, written atomically). Everything needed to
/// continue after the process is killed at any instruction. Explicit `snake_case` keys: this is a
/// file format, versioned, and must not change with a property rename.
struct UploadJob: Sendable, Equatable, Codable {
  /// The format this build writes; files with a higher version are left alone, version 1 files
  /// are read and rewritten as version 2 (`UploadJob+Version1.swift`).
  static let currentVersion = 2

  /// The next server call a job needs, derived from what it already has.
  enum Step: Sendable, Equatable {
    case create, upload, complete
  }

  var version = UploadJob.currentVersion
  let id: UploadJobID
  /// Enqueue order, for first-in-first-out processing across restarts (dates lose sub-seconds).
  let sequence: Int
  /// The caller's own fields (an item id, a title), passed to every create call and shown back in
  /// snapshots; the queue never interprets them.
  let metadata: [String: String]
  /// The data file's name inside the queue's `files/` folder. A name, not a path: an iOS app's
  /// container path changes across updates.
  let fileName: String
  let contentType: String
  let byteSize: Int
  /// Lowercase hex SHA-256 of the file, computed once at enqueue.
  let sha256: String
  /// Created once per job and written to disk before the first network call, then sent with
  /// every create call for this job, across retries and restarts.
  let idempotencyKey: String
  /// The server's id for the upload, from the create call.
  var remoteID: String?
  /// The signed URL: a capability, kept only in this 0600 file and never logged.
  var uploadURL: URL?
  var uploadMethod: String?
  var uploadHeaders: [String: String]?
  var expiresAt: Date?
  /// When the server confirmed the bytes (204 or 409 `already_completed`).
  var uploadedAt: Date?
  var phase: UploadPhase
  /// Failed tries since the job last made progress (drives the backoff).
  var attempts: Int
  /// Failures that waiting cannot fix, since the upload was created (or the user retried); at
  /// `Configuration.maxAttempts` the job fails.
  var nonTransientFailures: Int
  var lastError: UploadErrorInfo?
  let createdAt: Date
  var completedAt: Date?
  /// Where the file was before the queue adopted it. A kill between writing the job and
  /// moving the file leaves the file there; the upload step adopts it then (found by Tools/Chaos).
  var sourcePath: String?

  enum CodingKeys: String, CodingKey {
    case version, id, sequence, phase, attempts, sha256
    case metadata
    case fileName = "file_name"
    case contentType = "content_type"
    case byteSize = "byte_size"
    case idempotencyKey = "idempotency_key"
    case remoteID = "remote_id"
    case uploadURL = "upload_url"
    case uploadMethod = "upload_method"
    case uploadHeaders = "upload_headers"
    case expiresAt = "expires_at"
    case uploadedAt = "uploaded_at"
    case nonTransientFailures = "non_transient_failures"
    case lastError = "last_error"
    case createdAt = "created_at"
    case completedAt = "completed_at"
    case sourcePath = "source_path"
  }

  init(
    id: UploadJobID, sequence: Int, metadata: [String: String], fileName: String, contentType: String, byteSize: Int,
    sha256: String, idempotencyKey: String, createdAt: Date
  ) {
    self.id = id
    self.sequence = sequence
    self.metadata = metadata
    self.fileName = fileName
    self.contentType = contentType
    self.byteSize = byteSize
    self.sha256 = sha256
    self.idempotencyKey = idempotencyKey
    self.phase = .queued
    self.attempts = 0
    self.nonTransientFailures = 0
    self.createdAt = createdAt
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    id = try container.decode(UploadJobID.self, forKey: .id)
    sequence = try container.decode(Int.self, forKey: .sequence)
    if version == 1 {
      let legacy = try Version1Fields(from: decoder)
      metadata = legacy.metadata
      remoteID = legacy.remoteID
      version = Self.currentVersion
    } else {
      metadata = try container.decode([String: String].self, forKey: .metadata)
      remoteID = try container.decodeIfPresent(String.self, forKey: .remoteID)
    }
    fileName = try container.decode(String.self, forKey: .fileName)
    contentType = try container.decode(String.self, forKey: .contentType)
    byteSize = try container.decode(Int.self, forKey: .byteSize)
    sha256 = try container.decode(String.self, forKey: .sha256)
    idempotencyKey = try container.decode(String.self, forKey: .idempotencyKey)
    uploadURL = try container.decodeIfPresent(URL.self, forKey: .uploadURL)
    uploadMethod = try container.decodeIfPresent(String.self, forKey: .uploadMethod)
    uploadHeaders = try container.decodeIfPresent([String: String].self, forKey: .uploadHeaders)
    expiresAt = try container.decodeIfPresent(Date.self, forKey: .expiresAt)
    uploadedAt = try container.decodeIfPresent(Date.self, forKey: .uploadedAt)
    phase = try container.decode(UploadPhase.self, forKey: .phase)
    attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 0
    nonTransientFailures = try container.decodeIfPresent(Int.self, forKey: .nonTransientFailures) ?? 0
    lastError = try container.decodeIfPresent(UploadErrorInfo.self, forKey: .lastError)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    completedAt = try container.decodeIfPresent(Date.self, forKey: .completedAt)
    sourcePath = try container.decodeIfPresent(String.self, forKey: .sourcePath)
    // A file name with a slash could point outside the queue's folder.
    guard !fileName.isEmpty, !fileName.contains("/"), fileName != ".", fileName != ".." else {
      throw DecodingError.dataCorruptedError(
        forKey: .fileName, in: container, debugDescription: "not a plain file name")
    }
  }

  /// What to do next: no remote upload yet → create; bytes not confirmed → upload; else complete.
  var nextStep: Step {
    if remoteID == nil { return .create }
    if uploadedAt == nil { return .upload }
    return .complete
  }

  /// The active phase matching ``nextStep``, for jobs coming back from waiting or failure.
  var resumePhase: UploadPhase {
    switch nextStep {
    case .create: .queued
    case .upload: .uploading
    case .complete: .completing
    }
  }

  /// The stored target, when there is one.
  var target: UploadTarget? {
    guard let remoteID, let uploadURL, let expiresAt else { return nil }
    return UploadTarget(
      remoteID: remoteID, url: uploadURL, method: uploadMethod ?? "PUT", headers: uploadHeaders ?? [:],
      expiresAt: expiresAt)
  }

  /// Takes over a (new or renewed) target.
  mutating func adopt(_ target: UploadTarget) {
    remoteID = target.remoteID
    uploadURL = target.url
    uploadMethod = target.method
    uploadHeaders = target.headers
    expiresAt = target.expiresAt
  }

  /// Forgets the URL, so the next upload step renews it.
  mutating func dropTarget() {
    uploadURL = nil
    uploadMethod = nil
    uploadHeaders = nil
    expiresAt = nil
  }

  /// Moves on after a step succeeded: the backoff restarts and the error clears. The count of
  /// non-network failures restarts only when asked (a new upload, or the user's retry), so a
  /// server that keeps answering "bytes missing" after accepting them cannot make the job send
  /// the file forever.
  mutating func madeProgress(to phase: UploadPhase, resetFailures: Bool = false) {
    self.phase = phase
    attempts = 0
    lastError = nil
    if resetFailures { nonTransientFailures = 0 }
  }
}
