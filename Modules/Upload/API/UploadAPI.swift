import Networking

/// The three server calls the upload queue needs, as a struct of closures (the isowords "client"
/// style). The composition root fills it from `PracticeRepository`, so this module never imports
/// ChatterboxAPI (layering, ADR 0002); tests build fakes.
///
/// Every closure throws ``NetworkError`` only, so the queue can tell "offline, wait" from "the
/// server refused this recording".
///
/// ```swift
/// let api = UploadAPI(
///   createUpload: { cueID, contentType, byteSize, sha256, key throws(NetworkError) in
///     try await practice.createUpload(
///       cueID: cueID, contentType: contentType, byteSize: byteSize, sha256: sha256, idempotencyKey: key
///     ).uploadTarget
///   },
///   renewUpload: { id throws(NetworkError) in try await practice.renewUpload(recordingID: id).uploadTarget },
///   completeUpload: { id throws(NetworkError) in try await practice.completeUpload(recordingID: id).completedUpload }
/// )
/// ```
public struct UploadAPI: Sendable {
  /// `create_recording_upload`: declares the bytes and gets a signed URL. The queue passes the
  /// same idempotency key on every retry and after every restart, so the server replays its first
  /// answer instead of creating a second recording.
  ///
  /// ```swift
  /// let target = try await api.createUpload("en-001", "audio/wav", 44_144, sha256Hex, job.idempotencyKey)
  /// ```
  public var createUpload:
    @Sendable (
      _ cueID: String, _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String
    ) async throws(NetworkError) -> UploadTarget

  /// `renew_recording_upload`: a fresh signed URL for a recording that is not completed yet.
  ///
  /// ```swift
  /// let target = try await api.renewUpload("rec_1")
  /// ```
  public var renewUpload: @Sendable (_ recordingID: String) async throws(NetworkError) -> UploadTarget

  /// `complete_recording_upload`: confirms the bytes arrived. Idempotent on the server (completing
  /// twice answers like the first time), which is what makes a crash right after it harmless.
  ///
  /// ```swift
  /// let confirmed = try await api.completeUpload("rec_1")
  /// ```
  public var completeUpload: @Sendable (_ recordingID: String) async throws(NetworkError) -> CompletedUpload

  /// Creates an API from its three operations.
  ///
  /// ```swift
  /// var api = UploadAPI.unimplemented
  /// api.completeUpload = { id throws(NetworkError) in CompletedUpload(recordingID: id, sha256: hex, byteSize: 4) }
  /// ```
  public init(
    createUpload:
      @escaping @Sendable (
        _ cueID: String, _ contentType: String, _ byteSize: Int, _ sha256: String, _ idempotencyKey: String
      ) async throws(NetworkError) -> UploadTarget,
    renewUpload: @escaping @Sendable (_ recordingID: String) async throws(NetworkError) -> UploadTarget,
    completeUpload: @escaping @Sendable (_ recordingID: String) async throws(NetworkError) -> CompletedUpload
  ) {
    self.createUpload = createUpload
    self.renewUpload = renewUpload
    self.completeUpload = completeUpload
  }
}
