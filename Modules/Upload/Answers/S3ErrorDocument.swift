import Foundation

/// The `<Code>` and `<Message>` of an S3-style XML error body, read by a bounded scanner rather than
/// an XML parser: no entities are expanded, no DTD is read, nothing is allocated beyond the first
/// ``scanLimit`` bytes, and a body that is empty, malformed, truncated or not UTF-8 simply has no
/// code. The code is kept only when it looks like one (ASCII letters and digits, at most 64), so
/// server free text never becomes a key or a log line.
public struct S3ErrorDocument: Sendable, Equatable {
  /// How much of a body is looked at; S3's error documents are a few hundred bytes.
  public static let scanLimit = 16 << 10

  /// The error code (`AccessDenied`, `SlowDown`, …), if the body has a well-formed one.
  public var code: String?
  /// The message text (at most 256 characters, XML's five predefined entities decoded), used only
  /// to tell an expired presigned URL from another refusal; never log it.
  public var message: String?

  /// Scans the first ``scanLimit`` bytes of `body` for the first `<Code>` and `<Message>` elements;
  /// never fails: whatever it cannot read is `nil`.
  public init(_ body: Data) {
    let text = String(decoding: body.prefix(Self.scanLimit), as: UTF8.self)
    code = Self.element("Code", in: text, limit: 64).flatMap { value in
      value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        && !value.isEmpty ? value : nil
    }
    message = Self.element("Message", in: text, limit: 256).map(Self.decodingEntities)
  }

  /// Whether a message says a presigned request expired ("Request has expired", "Request has expired
  /// at …"), in any case.
  static func saysExpired(_ message: String) -> Bool {
    message.lowercased().contains("expired")
  }

  /// The text between the first `<name>` and the next `</name>`, when it is at most `limit`
  /// characters and holds no markup.
  private static func element(_ name: String, in text: String, limit: Int) -> String? {
    guard let open = text.range(of: "<\(name)>"),
      let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex)
    else { return nil }
    let value = text[open.upperBound..<close.lowerBound]
    guard value.count <= limit, !value.contains("<") else { return nil }
    return value.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private static func decodingEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return
      text
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
