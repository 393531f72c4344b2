/// How much of a file has been sent.
///
/// ```swift
/// if case .uploading(let progress) = snapshot.state { bar.progress = progress.fractionCompleted }
/// ```
public struct UploadProgress: Sendable, Hashable {
  /// Bytes sent in the current attempt.
  public var bytesSent: Int
  /// The file size.
  public var totalBytes: Int

  /// Creates the value.
  ///
  /// ```swift
  /// UploadProgress(bytesSent: 512, totalBytes: 1024).fractionCompleted // 0.5
  /// ```
  public init(bytesSent: Int, totalBytes: Int) {
    self.bytesSent = bytesSent
    self.totalBytes = totalBytes
  }

  /// `bytesSent / totalBytes` in `0...1` (1 for an empty total).
  ///
  /// ```swift
  /// Text(progress.fractionCompleted, format: .percent)
  /// ```
  public var fractionCompleted: Double {
    guard totalBytes > 0 else { return 1 }
    return min(1, max(0, Double(bytesSent) / Double(totalBytes)))
  }
}
