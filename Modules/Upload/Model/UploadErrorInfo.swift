/// Why the last attempt of a job failed, safe to persist, log and show: a stable key for
/// localized UI text plus a short English sentence. Never a URL (signed URLs are capabilities),
/// a token, or the server's free-text message.
///
/// ```swift
/// if let error = snapshot.lastError { label.text = localized(error.key, default: error.message) }
/// ```
public struct UploadErrorInfo: Sendable, Hashable, Codable {
  /// A stable localization key, e.g. `error.upload.checksum_mismatch`, `error.network.offline`.
  public var key: String
  /// A short English explanation, for logs and as a fallback text.
  public var message: String

  /// Creates the value.
  ///
  /// ```swift
  /// UploadErrorInfo(key: "error.upload.file_missing", message: "The recording file is missing.")
  /// ```
  public init(key: String, message: String) {
    self.key = key
    self.message = message
  }
}
