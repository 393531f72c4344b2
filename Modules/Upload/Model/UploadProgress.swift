/// How much of a file has been sent. Values are stored as given; ``fractionCompleted`` clamps.
public struct UploadProgress: Sendable, Hashable {
  /// Bytes sent in the current attempt, as the transport reports them: a retried PUT starts again
  /// from 0, a resumed tus upload from the server's offset.
  public var bytesSent: Int
  /// The file size in bytes.
  public var totalBytes: Int

  /// Stores the counts as given, without validation (a negative or overshooting count is clamped
  /// only by ``fractionCompleted``).
  public init(bytesSent: Int, totalBytes: Int) {
    self.bytesSent = bytesSent
    self.totalBytes = totalBytes
  }

  /// `bytesSent / totalBytes` in `0...1` (1 for an empty total).
  public var fractionCompleted: Double {
    guard totalBytes > 0 else { return 1 }
    return min(1, max(0, Double(bytesSent) / Double(totalBytes)))
  }
}
