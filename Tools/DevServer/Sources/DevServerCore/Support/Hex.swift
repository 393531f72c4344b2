/// Lowercase hexadecimal encoding for digests and URL signatures.
enum Hex {
  private static let digits = Array("0123456789abcdef".utf8)

  /// Encodes bytes as lowercase hex.
  static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    var characters: [UInt8] = []
    for byte in bytes {
      characters.append(digits[Int(byte >> 4)])
      characters.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: characters, as: UTF8.self)
  }

  /// Decodes lowercase or uppercase hex; nil on odd length or a non-hex character.
  static func decode(_ text: String) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    guard utf8.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count / 2)
    var index = 0
    while index < utf8.count {
      guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  /// Whether `text` is exactly `length` lowercase hex characters (the contract's sha256 format).
  static func isLowercaseHex(_ text: String, length: Int) -> Bool {
    text.utf8.count == length && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x61...0x66: byte - 0x61 + 10
    case 0x41...0x46: byte - 0x41 + 10
    default: nil
    }
  }
}
