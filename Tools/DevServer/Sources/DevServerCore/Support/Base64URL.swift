import Foundation

/// Base64url without padding (RFC 4648 §5), used for tokens, JWT segments and cursors.
enum Base64URL {
  /// Encodes bytes as unpadded base64url.
  static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Decodes canonical unpadded base64url; returns nil for any character outside the alphabet and
  /// for any text that is not exactly what ``encode(_:)`` gives for the decoded bytes.
  ///
  /// The last character of a length-2 or length-3 tail carries bits that decoding discards
  /// (`AA`, `AB`, ... `AP` all decode to `[0x00]`). Accepting them would give every signature and
  /// token several spellings, so only the one with those bits zero is accepted.
  static func decode(_ text: String) -> Data? {
    guard text.utf8.allSatisfy(Self.isAlphabet) else { return nil }
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    let remainder = base64.utf8.count % 4
    if remainder == 1 { return nil }
    if remainder > 0 { base64 += String(repeating: "=", count: 4 - remainder) }
    guard let data = Data(base64Encoded: base64), encode(data) == text else { return nil }
    return data
  }

  /// Whether `byte` is one of `[A-Za-z0-9_-]`.
  static func isAlphabet(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
}
