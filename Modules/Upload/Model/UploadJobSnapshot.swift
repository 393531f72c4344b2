import Foundation

/// A read-only view of one job for the UI, published by ``UploadQueue/updates()``. Holds no
/// upload URL and no idempotency key.
public struct UploadJobSnapshot: Sendable, Hashable, Identifiable {
  /// The job; stable across restarts (it names the job file).
  public var id: UploadJobID
  /// The caller's own fields, as given to ``UploadQueue/enqueue(file:metadata:contentType:)``.
  public var metadata: [String: String]
  /// The content type given at enqueue, stored as given.
  public var contentType: String
  /// The detailed phase, as persisted; ``state`` is what a user needs.
  public var phase: UploadPhase
  /// Bytes sent in the current PUT; the total once the server confirmed the bytes.
  public var bytesSent: Int
  /// The file size in bytes.
  public var totalBytes: Int
  /// Failed tries since the job last made progress.
  public var attempts: Int
  /// Why the last try failed; cleared when a step succeeds.
  public var lastError: UploadErrorInfo?
  /// The server's id for the upload, once created (private in logs; fine to show).
  public var remoteID: String?
  /// When the job was enqueued, by the queue's clock (`Configuration.now`).
  public var createdAt: Date
  /// When the server confirmed completion; `nil` until the job is done.
  public var completedAt: Date?

  /// Stores the values as given, without checking that they agree (for previews and tests; the
  /// queue builds its own from the job file).
  public init(
    id: UploadJobID, metadata: [String: String], contentType: String, phase: UploadPhase, bytesSent: Int,
    totalBytes: Int,
    attempts: Int, lastError: UploadErrorInfo?, remoteID: String?, createdAt: Date, completedAt: Date?
  ) {
    self.id = id
    self.metadata = metadata
    self.contentType = contentType
    self.phase = phase
    self.bytesSent = bytesSent
    self.totalBytes = totalBytes
    self.attempts = attempts
    self.lastError = lastError
    self.remoteID = remoteID
    self.createdAt = createdAt
    self.completedAt = completedAt
  }

  /// The user-facing state, derived from ``phase``: a failed job without a ``lastError`` fails
  /// with `error.upload.unknown`.
  public var state: UploadJobState {
    switch phase {
    case .queued: .queued
    case .creating, .uploading, .completing: .uploading(progress)
    case .waitingForNetwork: .waitingForNetwork
    case .failed: .failed(lastError ?? UploadErrorInfo(key: "error.upload.unknown", message: "The upload failed."))
    case .done: .done(remoteID: remoteID)
    }
  }

  /// ``bytesSent`` out of ``totalBytes``.
  public var progress: UploadProgress { UploadProgress(bytesSent: bytesSent, totalBytes: totalBytes) }
}
