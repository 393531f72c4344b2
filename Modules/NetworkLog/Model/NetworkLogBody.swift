/// A request or response body as recorded: redacted text capped at the redactor's body limit, plus
/// what is needed to say how much was left out.
public struct NetworkLogBody: Sendable, Hashable, Codable {
  /// The redacted text, or `nil` when the body was binary (audio, images, multipart, invalid UTF-8)
  /// and so was not recorded: a redactor cannot reason about secrets inside bytes it cannot read.
  public let text: String?
  /// How many bytes the original body had.
  public let originalSize: Int
  /// Whether `text` holds less than the whole body (cut at the body limit).
  public let isTruncated: Bool
  /// The media type from `Content-Type` without parameters (`application/json`), if there was one.
  public let mimeType: String?

  init(text: String?, originalSize: Int, isTruncated: Bool, mimeType: String?) {
    self.text = text
    self.originalSize = originalSize
    self.isTruncated = isTruncated
    self.mimeType = mimeType
  }

  /// Whether the body was left out because it is binary.
  public var isBinary: Bool { text == nil && originalSize > 0 }
}
