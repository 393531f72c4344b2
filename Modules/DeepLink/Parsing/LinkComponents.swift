/// The part of a link after `scheme:`, split the RFC 3986 way into `//authority path ?query
/// #fragment`, without any decoding. Internal: the public surface is ``DeepLinkRoute`` and
/// ``DeepLinkRejection``.
struct LinkComponents {
  var authority: ArraySlice<UInt8>
  var path: ArraySlice<UInt8>
  var query: ArraySlice<UInt8>?
  var fragment: ArraySlice<UInt8>?

  /// Checks the characters and splits off the scheme, lowercased (schemes are case-insensitive,
  /// RFC 3986 §3.1). The rest is split by ``init(rest:)`` only after the scheme is judged, so an
  /// unsupported scheme is reported as such even when its body is not hierarchical
  /// (`javascript:…`, `mailto:…`).
  static func scheme(of bytes: [UInt8]) throws(DeepLinkRejection) -> (scheme: String, rest: ArraySlice<UInt8>) {
    try checkCharacters(bytes)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { throw .malformed }
    let scheme = bytes[..<colon]
    guard let first = scheme.first, ASCII.isAlpha(first), scheme.allSatisfy(ASCII.isSchemeCharacter) else {
      throw .malformed
    }
    return (String(decoding: scheme.map(ASCII.lowercased), as: UTF8.self), bytes[(colon + 1)...])
  }

  /// Splits `//authority path ?query #fragment`. Requires the `//`: a link without an authority
  /// (`https:example.com/…`, `example:invite`) is one that browsers and Foundation
  /// resolve differently, so it is refused rather than guessed at.
  init(rest: ArraySlice<UInt8>) throws(DeepLinkRejection) {
    guard rest.starts(with: "//".utf8) else { throw .malformed }
    let hierarchy = rest.dropFirst(2)
    let authorityEnd =
      hierarchy.firstIndex { byte in
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
      } ?? hierarchy.endIndex
    var remainder = hierarchy[authorityEnd...]

    var fragment: ArraySlice<UInt8>?
    if let hash = remainder.firstIndex(of: UInt8(ascii: "#")) {
      fragment = remainder[(hash + 1)...]
      remainder = remainder[..<hash]
    }
    var query: ArraySlice<UInt8>?
    if let question = remainder.firstIndex(of: UInt8(ascii: "?")) {
      query = remainder[(question + 1)...]
      remainder = remainder[..<question]
    }

    // `#` may not appear inside a fragment and `[` `]` only around an IPv6 host (RFC 3986 §3.2.2,
    // §3.5); Foundation quietly percent-encodes them, so accepting them would let the oracle and
    // the parser see different links.
    let outsideAuthority = hierarchy[authorityEnd...]
    if outsideAuthority.contains(UInt8(ascii: "[")) || outsideAuthority.contains(UInt8(ascii: "]")) {
      throw .malformed
    }
    if fragment?.contains(UInt8(ascii: "#")) == true { throw .malformed }

    self.authority = hierarchy[..<authorityEnd]
    self.path = remainder
    self.query = query
    self.fragment = fragment
  }

  /// Only URI characters, and every `%` followed by two hex digits. Whitespace, controls, NUL,
  /// backslashes and non-ASCII (IDN hosts typed in Unicode, homoglyphs) all end here.
  private static func checkCharacters(_ bytes: [UInt8]) throws(DeepLinkRejection) {
    guard !bytes.isEmpty else { throw .malformed }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard ASCII.isURICharacter(byte) else { throw .malformed }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex, ASCII.isHexDigit(bytes[index + 1]), ASCII.isHexDigit(bytes[index + 2]) else {
          throw .malformed
        }
        index += 3
      } else {
        index += 1
      }
    }
  }
}
