/// What the complete call confirmed: the server holds these bytes for this upload.
/// Only the fields the queue checks; the caller keeps its own richer record.
///
/// ```swift
/// let confirmed = CompletedUpload(remoteID: "rec_1", sha256: "9f86d0…", byteSize: 44_144)
/// ```
public struct CompletedUpload: Sendable, Equatable {
  /// The completed upload.
  public var remoteID: String
  /// Lowercase hex SHA-256 the server stored, when it says.
  public var sha256: String?
  /// Size in bytes the server stored, when it says.
  public var byteSize: Int?

  /// Creates the value.
  ///
  /// ```swift
  /// CompletedUpload(remoteID: upload.id, sha256: upload.sha256, byteSize: upload.byteSize)
  /// ```
  public init(remoteID: String, sha256: String? = nil, byteSize: Int? = nil) {
    self.remoteID = remoteID
    self.sha256 = sha256
    self.byteSize = byteSize
  }
}
