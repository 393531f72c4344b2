import Foundation
import NetworkErrors

/// Cue and recording calls. Each throws the client's `NetworkError` (offline, timeout, or the
/// server's refusal with its code); after a timeout the server may still have acted, which is why
/// ``createUpload(cueID:contentType:byteSize:sha256:idempotencyKey:)`` takes a key.
public protocol PracticeRepository: Sendable {
  /// At most `count` cues for a profile; `cursor` is the previous page's `nextCursor`, `nil` for the
  /// first page.
  func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage
  /// At most `count` cues of the profile's language, chosen at random by the server.
  func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue]
  /// Declares an upload and gets a signed URL. The key makes retries safe.
  func createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String)
    async throws(NetworkError) -> RecordingUpload
  /// As ``createUpload(cueID:contentType:byteSize:sha256:idempotencyKey:)`` for a take recorded at
  /// `recordedAt` (`nil`: now). The server dates the recording then when that lies within the 30 days before
  /// its own now (ADR 0067), so a take sent after a time offline counts on the day it was recorded. The
  /// default implementation drops `recordedAt`.
  func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String, recordedAt: Date?
  ) async throws(NetworkError) -> RecordingUpload
  /// A fresh signed URL for an upload whose URL expired.
  func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload
  /// Confirms the bytes arrived; the recording becomes visible in history.
  func completeUpload(recordingID: String) async throws(NetworkError) -> Recording
  /// Recordings of a profile (only `cueID`'s when given), newest first; `count` `nil` takes the
  /// server's default page size.
  func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError)
    -> RecordingPage
  /// Deletes a recording and its audio on the server.
  func deleteRecording(id: String) async throws(NetworkError)
}

extension PracticeRepository {
  /// Declares the upload without its recording instant: the server dates the take when it arrives.
  public func createUpload(
    cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String, recordedAt: Date?
  ) async throws(NetworkError) -> RecordingUpload {
    try await createUpload(
      cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: idempotencyKey)
  }
}
