import Foundation

/// A read-only view of one job for the UI, published by ``UploadQueue/updates()``. Holds no
/// upload URL and no idempotency key.
///
/// ```swift
/// for await jobs in queue.updates() {
///   rows = jobs.map { ($0.metadata["title"], $0.state) }
/// }
/// ```
public struct UploadJobSnapshot: Sendable, Hashable, Identifiable {
  /// The job.
  public var id: UploadJobID
  /// The caller's own fields, as given to ``UploadQueue/enqueue(file:metadata:contentType:)``.
  public var metadata: [String: String]
  /// The file's content type.
  public var contentType: String
  /// The detailed phase.
  public var phase: UploadPhase
  /// Bytes sent in the current PUT; the total once the server confirmed the bytes.
  public var bytesSent: Int
  /// The file size.
  public var totalBytes: Int
  /// Failed tries since the job last made progress.
  public var attempts: Int
  /// Why the last try failed; cleared when a step succeeds.
  public var lastError: UploadErrorInfo?
  /// The server's id for the upload, once created (private in logs; fine to show).
  public var remoteID: String?
  /// When the job was enqueued.
  public var createdAt: Date
  /// When the server confirmed completion.
  public var completedAt: Date?

  /// Creates a snapshot; the queue does this for you.
  ///
  /// ```swift
  /// UploadJobSnapshot(id: UploadJobID(), metadata: ["title": "Intro"], contentType: "audio/wav", phase: .queued,
  ///                   bytesSent: 0, totalBytes: 10, attempts: 0, lastError: nil, remoteID: nil,
  ///                   createdAt: Date(), completedAt: nil)
  /// ```
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

  /// The user-facing state.
  ///
  /// ```swift
  /// if case .failed(let reason) = snapshot.state { showRetry(reason.message) }
  /// ```
  public var state: UploadJobState {
    switch phase {
    case .queued: .queued
    case .creating, .uploading, .completing: .uploading(progress)
    case .waitingForNetwork: .waitingForNetwork
    case .failed: .failed(lastError ?? UploadErrorInfo(key: "error.upload.unknown", message: "The upload failed."))
    case .done: .done(remoteID: remoteID)
    }
  }

  /// Bytes sent out of the total.
  ///
  /// ```swift
  /// snapshot.progress.fractionCompleted
  /// ```
  public var progress: UploadProgress { UploadProgress(bytesSent: bytesSent, totalBytes: totalBytes) }
}
