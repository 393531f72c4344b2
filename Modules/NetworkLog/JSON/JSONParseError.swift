/// Why a document is not JSON, with the byte offset where parsing stopped.
///
/// ```swift
/// do { _ = try JSONTree(parsing: Data("{".utf8)) } catch { print(error.reason, error.offset) }
/// ```
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong, e.g. "unexpected end of input".
  public let reason: String
  /// The byte offset in the input.
  public let offset: Int

  /// Creates an error.
  ///
  /// ```swift
  /// JSONParseError(reason: "unexpected character", offset: 3)
  /// ```
  public init(reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// `reason at byte offset`.
  ///
  /// ```swift
  /// "\(error)" // "unexpected end of input at byte 1"
  /// ```
  public var description: String { "\(reason) at byte \(offset)" }
}
