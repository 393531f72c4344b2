extension DeepLinkParser {
  /// A ``DeepLinkRoutePattern`` as bytes, built once at the parser's init.
  struct CompiledPattern: Sendable {
    let name: String
    let isSecret: Bool
    /// The exact path (secret) or the prefix (identifier).
    let path: [UInt8]
    /// The query item's name (secret only).
    let item: [UInt8]
    let rule: LinkValueRule

    init(_ pattern: DeepLinkRoutePattern) {
      name = pattern.name
      rule = pattern.rule
      switch pattern.shape {
      case .secretInQuery(let path, let item):
        isSecret = true
        self.path = Array(path.utf8)
        self.item = Array(item.utf8)
      case .identifierAfter(let prefix):
        isSecret = false
        path = Array(prefix.utf8)
        item = []
      }
    }
  }

  func route(
    path: [UInt8],
    query: ArraySlice<UInt8>?,
    fragment: ArraySlice<UInt8>?
  ) throws(DeepLinkRejection) -> DeepLinkRoute {
    // A fragment that mentions a secret's item name means someone put the secret where browsers
    // keep it in history and hand it to scripts; refuse on every path, before deciding what the
    // link is.
    if let fragment, secretItemNames.contains(where: { ASCII.contains(fragment, caseInsensitiveLowered: $0) }) {
      throw .tokenInFragment
    }
    for pattern in patterns {
      if pattern.isSecret {
        guard path == pattern.path else { continue }
        // Secret links never legitimately carry a fragment, so none at all is allowed (even `#`).
        guard fragment == nil else { throw .tokenInFragment }
        return DeepLinkRoute(name: pattern.name, value: .secret(try secret(in: query, for: pattern)))
      }
      guard !pattern.path.isEmpty, path.starts(with: pattern.path) else { continue }
      let id = path.dropFirst(pattern.path.count)
      guard pattern.rule.accepts(id) else { throw .invalidID }
      return DeepLinkRoute(name: pattern.name, value: .identifier(String(decoding: id, as: UTF8.self)))
    }
    throw .unknownPath
  }

  /// The single item named as the pattern says. Names are matched exactly and undecoded (`Code`,
  /// `%63ode` are other items); other items are ignored, because mail clients and link trackers
  /// append `utm_*` and friends, and nothing but the secret is ever read.
  private func secret(in query: ArraySlice<UInt8>?, for pattern: CompiledPattern) throws(DeepLinkRejection)
    -> LinkSecret
  {
    guard let query else { throw .missingToken }
    var value: ArraySlice<UInt8>?
    for item in query.split(separator: UInt8(ascii: "&")) {
      let equals = item.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { item[..<$0] } ?? item
      guard name.elementsEqual(pattern.item) else { continue }
      guard value == nil else { throw .duplicateToken }
      value = equals.map { item[($0 + 1)...] } ?? []
    }
    guard let value else { throw .missingToken }
    // No decoding: the alphabets never need escaping, so `%` in a secret is tampering or mangling.
    guard pattern.rule.accepts(value) else { throw .invalidToken }
    return LinkSecret(validated: String(decoding: value, as: UTF8.self))
  }
}
