/// Why a document is not JSON, with the byte offset where parsing stopped.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong, e.g. "unexpected end of input".
  public let reason: String
  /// The byte offset in the input.
  public let offset: Int

  /// Creates an error.
  public init(reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// `reason at byte offset`.
  public var description: String { "\(reason) at byte \(offset)" }
}
