/// Why the last attempt of a job failed, safe to persist, log and show: a stable key for
/// localized UI text plus a short English sentence. Never a URL (signed URLs are capabilities),
/// a token, or the server's free-text message.
public struct UploadErrorInfo: Sendable, Hashable, Codable {
  /// A stable localization key, e.g. `error.upload.checksum_mismatch`, `error.network.offline`.
  public var key: String
  /// A short English explanation, for logs and as a fallback text.
  public var message: String
  /// The server refused this upload for good (a 4xx other than 401, 408 and 429, or the file is
  /// gone): retrying the same bytes cannot succeed, so ``UploadQueue/retryFailed(includingRefused:)``
  /// leaves the job alone and the user can only discard it.
  public var isPermanent: Bool

  /// Stores the values as given, without validation: pass a catalog key and a sentence with no URL,
  /// token or server text in it, since both are persisted and logged.
  public init(key: String, message: String, isPermanent: Bool = false) {
    self.key = key
    self.message = message
    self.isPermanent = isPermanent
  }

  enum CodingKeys: String, CodingKey {
    case key, message
    case isPermanent = "permanent"
  }

  /// Decodes the value; job files written before `permanent` existed read as not permanent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    message = try container.decode(String.self, forKey: .message)
    isPermanent = try container.decodeIfPresent(Bool.self, forKey: .isPermanent) ?? false
  }
}
