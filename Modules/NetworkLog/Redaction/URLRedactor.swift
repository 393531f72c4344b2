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
    if let hash = rest.firstIndex(of: "#") {
      fragment = rest[rest.index(after: hash)...]
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }

    var output = ""
    var host = ""
    var path = rest
    if let separator = rest.firstRange(of: "://"), rest[..<separator.lowerBound].allSatisfy(Self.isSchemeCharacter) {
      output += rest[..<separator.upperBound]
      let afterScheme = rest[separator.upperBound...]
      let authorityEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
      var authority = afterScheme[..<authorityEnd]
      path = afterScheme[authorityEnd...]
      if let at = authority.lastIndex(of: "@") {
        output += redactUserInfo(authority[..<at]) + "@"
        authority = authority[authority.index(after: at)...]
      }
      output += authority
      host = Self.host(of: authority)
    }
    output += path.split(separator: "/", omittingEmptySubsequences: false)
      .map { pairs.redactComponent($0, plusIsSpace: false) }
      .joined(separator: "/")
    if let query { output += "?" + pairs.redact(query) }
    if let fragment {
      output += "#" + (fragment.contains("=") ? pairs.redact(fragment) : pairs.redactComponent(fragment))
    }
    return (output, host)
  }

  private func redactUserInfo(_ userInfo: Substring) -> String {
    guard let colon = userInfo.firstIndex(of: ":") else { return pairs.redactComponent(userInfo) }
    return pairs.redactComponent(userInfo[..<colon]) + ":" + Redactor.placeholder
  }

  /// `host:port`, `[v6]:port` → host, lower-cased.
  private static func host(of authority: Substring) -> String {
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
      return authority[...close].lowercased()
    }
    let hostEnd = authority.lastIndex(of: ":") ?? authority.endIndex
    return authority[..<hostEnd].lowercased()
  }

  private static func isSchemeCharacter(_ c: Character) -> Bool {
    c.isASCII && (c.isLetter || c.isNumber || c == "+" || c == "-" || c == ".")
  }
}
