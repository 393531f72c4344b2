extension DeepLinkParser {
  /// Cue ids follow the API contract's id rule: 1–64 characters of `[A-Za-z0-9_-]`.
  static let maxCueIDLength = 64

  func route(
    path: [UInt8],
    query: ArraySlice<UInt8>?,
    fragment: ArraySlice<UInt8>?
  ) throws(DeepLinkRejection) -> DeepLinkRoute {
    // A fragment that mentions a token means someone put the secret where browsers keep it in
    // history and hand it to scripts; refuse on every path, before deciding what the link is.
    if let fragment, ASCII.contains(fragment, caseInsensitive: "token") { throw .tokenInFragment }

    if path == magicLinkPath {
      // Magic links never legitimately carry a fragment, so none at all is allowed (even `#`).
      guard fragment == nil else { throw .tokenInFragment }
      return .magicLink(token: try token(in: query))
    }
    if !cuePathPrefix.isEmpty, path.starts(with: cuePathPrefix) {
      let id = path.dropFirst(cuePathPrefix.count)
      guard (1...Self.maxCueIDLength).contains(id.count), id.allSatisfy(TokenAlphabet.base64URL.contains) else {
        throw .invalidCueID
      }
      return .cue(id: String(decoding: id, as: UTF8.self))
    }
    throw .unknownPath
  }

  /// The single `token` item. Names are matched exactly and undecoded (`Token`, `%74oken` are
  /// other items); other items are ignored, because mail clients and link trackers append
  /// `utm_*` and friends, and nothing but `token` is ever read.
  private func token(in query: ArraySlice<UInt8>?) throws(DeepLinkRejection) -> MagicLinkToken {
    guard let query else { throw .missingToken }
    var value: ArraySlice<UInt8>?
    for item in query.split(separator: UInt8(ascii: "&")) {
      let equals = item.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { item[..<$0] } ?? item
      guard name.elementsEqual("token".utf8) else { continue }
      guard value == nil else { throw .duplicateToken }
      value = equals.map { item[($0 + 1)...] } ?? []
    }
    guard let value else { throw .missingToken }
    // No decoding: base64url never needs escaping, so `%` in a token is tampering or mangling.
    guard value.count == configuration.tokenLength, value.allSatisfy(configuration.tokenAlphabet.contains) else {
      throw .invalidToken
    }
    return MagicLinkToken(validated: String(decoding: value, as: UTF8.self))
  }
}
