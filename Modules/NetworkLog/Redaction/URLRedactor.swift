/// Redacts a URL string without `URLComponents`, so the same code handles raw request URLs and URLs
/// read back from disk (which contain a literal `<redacted>` that `URLComponents` refuses).
///
/// Scheme, host and port are kept; the password is always redacted and the user name scanned; each
/// path segment is kept unless it holds a recognisable secret (JWT, e-mail); query items and
/// parameter-style fragments go through ``PairsRedactor``. A signed upload URL
/// `/uploads/r1?expires=1700000000&signature=abc` keeps `expires` and loses the signature.
struct URLRedactor: Sendable {
  let pairs: PairsRedactor

  /// The redacted URL and its lower-cased host.
  func redact(_ url: String) -> (url: String, host: String) {
    var rest = Substring(url)
    var fragment: Substring?
    var query: Substring?
    // Byte-wise searches: the delimiters are ASCII, and Character-wise ones (grapheme breaking)
    // were most of the cost of redacting a URL.
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
      fragment = rest[rest.utf8.index(after: hash)...]
      rest = rest[..<hash]
    }
    if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = rest[rest.utf8.index(after: question)...]
      rest = rest[..<question]
    }

    var output = ""
    var host = ""
    var path = rest
    if let separator = Self.schemeSeparator(in: rest), rest.utf8[..<separator.lowerBound].allSatisfy(Self.isSchemeByte)
    {
      output += rest[..<separator.upperBound]
      let afterScheme = rest[separator.upperBound...]
      let authorityEnd = afterScheme.utf8.firstIndex(of: UInt8(ascii: "/")) ?? afterScheme.endIndex
      var authority = afterScheme[..<authorityEnd]
      path = afterScheme[authorityEnd...]
      if let at = authority.utf8.lastIndex(of: UInt8(ascii: "@")) {
        output += redactUserInfo(authority[..<at]) + "@"
        authority = authority[authority.utf8.index(after: at)...]
      }
      output += authority
      host = Self.host(of: authority)
    }
    if TextRedactor.mayRedact(path.utf8) {  // `%` is a trigger too: nothing to decode otherwise
      output += path.split(separator: "/", omittingEmptySubsequences: false)
        .map { pairs.redactComponent($0, plusIsSpace: false) }
        .joined(separator: "/")
    } else {
      output += path
    }
    if let query { output += "?" + pairs.redact(query) }
    if let fragment {
      output +=
        "#" + (fragment.utf8.contains(UInt8(ascii: "=")) ? pairs.redact(fragment) : pairs.redactComponent(fragment))
    }
    return (output, host)
  }

  private func redactUserInfo(_ userInfo: Substring) -> String {
    guard let colon = userInfo.utf8.firstIndex(of: UInt8(ascii: ":")) else { return pairs.redactComponent(userInfo) }
    return pairs.redactComponent(userInfo[..<colon]) + ":" + Redactor.placeholder
  }

  /// `host:port`, `[v6]:port` → host, lower-cased.
  private static func host(of authority: Substring) -> String {
    if authority.hasPrefix("["), let close = authority.utf8.firstIndex(of: UInt8(ascii: "]")) {
      return authority[...close].lowercased()
    }
    let hostEnd = authority.utf8.lastIndex(of: UInt8(ascii: ":")) ?? authority.endIndex
    return authority[..<hostEnd].lowercased()
  }

  /// The first `://`, found byte-wise (the generic `firstRange(of:)` costs more than the rest of
  /// this type together).
  private static func schemeSeparator(in text: Substring) -> Range<Substring.Index>? {
    let bytes = text.utf8
    var index = bytes.startIndex
    while let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")) {
      let rest = bytes[colon...].dropFirst()
      if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
        return colon..<bytes.index(colon, offsetBy: 3)
      }
      index = bytes.index(after: colon)
    }
    return nil
  }

  private static func isSchemeByte(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
