extension DeepLinkParser {
  enum SchemeKind {
    case https
    /// Plain http, only ever for loopback in development.
    case http
    case custom
  }

  func schemeKind(_ scheme: String) throws(DeepLinkRejection) -> SchemeKind {
    // https first, so a misconfigured custom scheme of "https" cannot switch off the host check.
    switch scheme {
    case "https": return .https
    case "http": return .http
    default:
      guard let customScheme, scheme == customScheme else { throw .unsupportedScheme }
      return .custom
    }
  }

  /// Checks scheme, host and port together and returns the path to route on. For the custom
  /// scheme, `URLComponents` (and iOS) see `example://auth/link` as host `auth` + path
  /// `/link`, so the host is put back in front of the path to get `/auth/link`.
  func routablePath(
    kind: SchemeKind,
    authority: LinkAuthority,
    path: ArraySlice<UInt8>
  ) throws(DeepLinkRejection) -> [UInt8] {
    switch kind {
    case .custom:
      // The app's own scheme has no notion of ports; one there is a crafted link.
      guard authority.port == .absent else { throw .unexpectedPort }
      guard !authority.isIPLiteral else { throw .unknownPath }
      return [UInt8(ascii: "/")] + Array(authority.host.utf8) + path
    case .http:
      guard configuration.allowsLoopbackHTTP, DeepLinkConfiguration.loopbackHosts.contains(authority.host) else {
        throw .insecureScheme
      }
      try checkWebOrigin(authority, defaultPort: 80)
      return Array(path)
    case .https:
      try checkWebOrigin(authority, defaultPort: 443)
      return Array(path)
    }
  }

  /// Exact host match (no trailing-dot folding: `example.com.` is refused, since it is a
  /// different origin to cookies and universal links), then the port rule.
  private func checkWebOrigin(_ authority: LinkAuthority, defaultPort: Int) throws(DeepLinkRejection) {
    guard hosts.contains(authority.host) else { throw .hostNotAllowed }
    let port: Int
    switch authority.port {
    case .absent: port = defaultPort
    case .number(let number): port = number
    case .invalid: throw .unexpectedPort
    }
    let allowed = configuration.allowedPorts.isEmpty ? port == defaultPort : configuration.allowedPorts.contains(port)
    guard allowed else { throw .unexpectedPort }
  }
}
