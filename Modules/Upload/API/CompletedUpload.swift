/// What `complete_recording_upload` confirmed: the server holds these bytes for this recording.
/// Only the fields the queue checks; the full `Recording` stays in ChatterboxAPI.
///
/// ```swift
/// let confirmed = CompletedUpload(recordingID: "rec_1", sha256: "9f86d0…", byteSize: 44_144)
/// ```
public struct CompletedUpload: Sendable, Equatable {
  /// The completed recording.
  public var recordingID: String
  /// Lowercase hex SHA-256 the server stored.
  public var sha256: String
  /// Size in bytes the server stored.
  public var byteSize: Int

  /// Creates the value.
  ///
  /// ```swift
  /// CompletedUpload(recordingID: recording.id, sha256: recording.sha256, byteSize: recording.byteSize)
  /// ```
  public init(recordingID: String, sha256: String, byteSize: Int) {
    self.recordingID = recordingID
    self.sha256 = sha256
    self.byteSize = byteSize
  }
}
