/// What the complete call confirmed: the server holds these bytes for this upload.
/// Only the fields the queue checks; the caller keeps its own richer record. Returning one ends the
/// job as done and deletes the local copy, so return it only once the server has the bytes.
public struct CompletedUpload: Sendable, Equatable {
  /// The server's id of the completed upload, stored as given.
  public var remoteID: String
  /// Lowercase hex SHA-256 the server stored; `nil` when it does not say. A value other than the
  /// job's is logged as a warning and does not fail the job (the server's record is the truth).
  public var sha256: String?
  /// Size in bytes the server stored; `nil` when it does not say. A mismatch is only logged, like
  /// ``sha256``.
  public var byteSize: Int?

  /// Stores the values as given, without validation; `nil` checksum and size mean "not reported".
  public init(remoteID: String, sha256: String? = nil, byteSize: Int? = nil) {
    self.remoteID = remoteID
    self.sha256 = sha256
    self.byteSize = byteSize
  }
}
