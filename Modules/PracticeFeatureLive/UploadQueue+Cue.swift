import ChatterboxAPI
import Foundation
import Upload

/// Chatterbox's one piece of upload metadata: the cue a take answers. The queue stores it as
/// caller-defined metadata under this key (wave 2's job files stored it under the same name).
extension UploadQueue {
  /// The metadata key that holds the cue id.
  public static let cueMetadataKey = "cue_id"

  /// Queues a take of `cueID`; throws `.invalidArgument("cueID")` unless it has the contract's id
  /// shape (`ResourceID`).
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
    return try await enqueue(file: file, metadata: [Self.cueMetadataKey: cueID], contentType: contentType)
  }
}

extension UploadJobSnapshot {
  /// The cue the take answers (empty for a job queued without one).
  public var cueID: String { metadata[UploadQueue.cueMetadataKey] ?? "" }
}
