/// The `host[:port]` part of a link, parsed strictly and never decoded.
struct LinkAuthority {
  enum Port: Equatable {
    case absent
    case number(Int)
    /// Digits, but out of range or with leading zeros: a port, just not one we will compare.
    case invalid
  }

  /// Lowercased, IPv6 brackets removed. May contain `%` or sub-delims: those simply never match
  /// the allowlist, which is the point of comparing undecoded.
  let host: String
  let isIPLiteral: Bool
  let port: Port

  init(_ bytes: ArraySlice<UInt8>) throws(DeepLinkRejection) {
    // Any `@` means user info (`https://example.com@evil.com`), whatever sits on either side.
    if bytes.contains(UInt8(ascii: "@")) { throw .userInfoPresent }

    let hostBytes: ArraySlice<UInt8>
    let portBytes: ArraySlice<UInt8>?
    if bytes.first == UInt8(ascii: "[") {
      guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { throw .malformed }
      hostBytes = bytes[(bytes.startIndex + 1)..<close]
      // Hex, `:` and `.` only: no zone ids (`%25en0`) and no IPvFuture.
      let isLiteralCharacter = { (byte: UInt8) in
        ASCII.isHexDigit(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
      }
      guard !hostBytes.isEmpty, hostBytes.allSatisfy(isLiteralCharacter) else { throw .malformed }
      let after = bytes[(close + 1)...]
      if after.isEmpty {
        portBytes = nil
      } else if after.first == UInt8(ascii: ":") {
        portBytes = after.dropFirst()
      } else {
        throw .malformed
      }
      isIPLiteral = true
    } else {
      guard !bytes.contains(UInt8(ascii: "[")), !bytes.contains(UInt8(ascii: "]")) else { throw .malformed }
      if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
        hostBytes = bytes[..<colon]
        portBytes = bytes[(colon + 1)...]
      } else {
        hostBytes = bytes
        portBytes = nil
      }
      guard !hostBytes.isEmpty else { throw .malformed }
      isIPLiteral = false
    }
    host = String(decoding: hostBytes.map(ASCII.lowercased), as: UTF8.self)
    port = try Self.port(portBytes)
  }

  /// An empty port (`host:`) is legal RFC 3986 but means "default" to some parsers and "error" to
  /// others, so it is malformed here, as is anything but digits.
  private static func port(_ bytes: ArraySlice<UInt8>?) throws(DeepLinkRejection) -> Port {
    guard let bytes else { return .absent }
    guard !bytes.isEmpty, bytes.allSatisfy(ASCII.isDigit) else { throw .malformed }
    // Leading zeros (`:0443`) are refused rather than normalised: a link we generate never has them.
    guard bytes.count <= 5, bytes.count == 1 || bytes.first != UInt8(ascii: "0") else { return .invalid }
    let value = bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return value <= 65_535 ? .number(value) : .invalid
  }
}
