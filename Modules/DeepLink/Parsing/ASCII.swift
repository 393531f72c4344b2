/// Byte classes from RFC 3986. The parser works on UTF-8 bytes rather than `Character`s so that
/// nothing (grapheme clustering, Unicode case mapping, Foundation's lenient re-encoding) happens
/// behind its back.
enum ASCII {
  static func isAlpha(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isAlpha(byte) || isDigit(byte)
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lowercased(byte))
  }

  /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, minus the first character's rule.
  static func isSchemeCharacter(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Unreserved, reserved and `%`: every byte that may appear literally in a URI. Everything
  /// else (space, controls, NUL, `\`, `"`, `<`, `>`, `^`, `` ` ``, `{`, `|`, `}`, non-ASCII) is
  /// rejected instead of being "helpfully" re-encoded, because each of those is a known way to make
  /// two parsers disagree about where the host ends.
  static func isURICharacter(_ byte: UInt8) -> Bool {
    if isAlphanumeric(byte) { return true }
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),  // unreserved
      UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),  // gen-delims
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "@"),
      UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),  // sub-delims
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: "%"):
      return true
    default:
      return false
    }
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
  }

  /// Case-insensitive substring search for an ASCII needle given lowercased (the parser builds it
  /// once); a `Collection` of bytes in, no allocation.
  static func contains(_ haystack: some Collection<UInt8>, caseInsensitiveLowered needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    var index = haystack.startIndex
    while index != haystack.endIndex {
      var probe = index
      var matched = 0
      while matched < needle.count, probe != haystack.endIndex, lowercased(haystack[probe]) == needle[matched] {
        matched += 1
        probe = haystack.index(after: probe)
      }
      if matched == needle.count { return true }
      index = haystack.index(after: index)
    }
    return false
  }
}
