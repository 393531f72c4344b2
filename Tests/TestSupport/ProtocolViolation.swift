import Foundation

/// Answers that break HTTP/1.1, as a hostile server (or a broken front) sends them: each must read
/// "the server's answer could not be read", never "offline" (ADR 0046).
///
/// ```swift
/// let front = try HostileFront { _ in ProtocolViolation.shortBody.answer }
/// ```
public enum ProtocolViolation: String, CaseIterable, Sendable {
  /// A status line that is not HTTP.
  case badStatusLine = "a bad status line"
  /// A body shorter than its `Content-Length`, then the connection closes.
  case shortBody = "a body shorter than its Content-Length"
  /// One header line of 1 MB.
  case hugeHeaderLine = "a 1 MB header line"
  /// 100,000 headers.
  case headerFlood = "100,000 headers"
  /// `100 Continue` answers that never end.
  case endlessContinue = "endless 100 Continue"
  /// Chunked framing with a chunk size that is not a number.
  case badChunk = "a chunk size that is not a number"
  /// The request is read, then the connection closes without a byte of answer (ADR 0070).
  case noAnswer = "a connection closed without any answer"

  /// What the front sends for it.
  public var answer: HostileFront.Answer {
    let json = "content-type: application/json\r\n"
    switch self {
    case .badStatusLine:
      return .raw(Array("HTPT/1.1 two hundred\r\n\(json)content-length: 2\r\n\r\n{}".utf8))
    case .shortBody:
      return .raw(Array("HTTP/1.1 200 OK\r\n\(json)content-length: 1000\r\n\r\n{\"a\":".utf8))
    case .hugeHeaderLine:
      return .raw(Array("HTTP/1.1 200 OK\r\nx-big: \(String(repeating: "a", count: 1_000_000))\r\n\r\n".utf8))
    case .headerFlood:
      let lines = (0..<100_000).map { "x-h\($0): v\r\n" }.joined()
      return .raw(Array("HTTP/1.1 200 OK\r\n\(json)\(lines)content-length: 2\r\n\r\n{}".utf8))
    case .endlessContinue:
      return .raw([], repeating: Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    case .badChunk:
      return .raw(Array("HTTP/1.1 200 OK\r\n\(json)transfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n".utf8))
    case .noAnswer:
      return .raw([])
    }
  }
}
