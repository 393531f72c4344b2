import ChatterboxAPI
import Foundation
import Observability
import Upload

/// Chatterbox's upload metadata: the cue a take answers and when it was queued. The queue stores them as
/// caller-defined metadata under these keys (wave 2's job files stored the cue under the same name).
extension UploadQueue {
  /// The metadata key that holds the cue id.
  public static let cueMetadataKey = "cue_id"
  /// The metadata key that holds when the take was queued (ISO 8601 in UTC, whole seconds): the instant the
  /// server dates it by when it is sent later (ADR 0067). Jobs queued before it existed have none.
  public static let recordedAtMetadataKey = "recorded_at"

  /// Queues a take of `cueID`, dated by the queue's clock; throws `.invalidArgument("cueID")` unless it has
  /// the contract's id shape (`ResourceID`).
  ///
  /// ```swift
  /// import Foundation
  /// import PracticeFeatureLive
  /// import Upload
  ///
  /// func queue(_ take: URL, answering cueID: String, in queue: UploadQueue) async throws -> UploadJobID {
  ///   try await queue.enqueue(file: take, cueID: cueID, contentType: "audio/wav")
  /// }
  /// ```
  @discardableResult
  public func enqueue(file: URL, cueID: String, contentType: String) async throws(UploadQueueError) -> UploadJobID {
    guard ResourceID.isValid(cueID) else { throw .invalidArgument("cueID") }
    let metadata = [Self.cueMetadataKey: cueID, Self.recordedAtMetadataKey: time.now().formatted(.iso8601)]
    return try await enqueue(file: file, metadata: metadata, contentType: contentType)
  }
}

extension UploadJobSnapshot {
  /// The cue the take answers (empty for a job queued without one).
  public var cueID: String { metadata[UploadQueue.cueMetadataKey] ?? "" }
  /// When the take was queued (`nil` for a job queued without the key, or with an unreadable one).
  public var recordedAt: Date? { UploadQueue.recordedAt(in: metadata) }
}

extension UploadQueue {
  /// The instant under ``recordedAtMetadataKey`` in `metadata`, if any and readable.
  package static func recordedAt(in metadata: [String: String]) -> Date? {
    metadata[recordedAtMetadataKey].flatMap { try? Date($0, strategy: .iso8601) }
  }
}
