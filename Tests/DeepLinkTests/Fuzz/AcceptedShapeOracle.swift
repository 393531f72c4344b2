import DeepLink
import Foundation

/// Re-checks an accepted link without the parser's code: Foundation's `URLComponents` splits it,
/// and plain string rules decide whether the pieces are allowlisted. The parser must only ever
/// accept links that this independent reading agrees with.
struct AcceptedShapeOracle: Sendable {
  let allowedHosts: Set<String>
  let allowsLoopbackHTTP: Bool
  let allowedPorts: Set<Int>

  static let idCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
  static let loopback: Set<String> = ["localhost", "127.0.0.1", "::1"]

  static let production = AcceptedShapeOracle(
    allowedHosts: ["chatterbox.app", "www.chatterbox.app"], allowsLoopbackHTTP: false, allowedPorts: []
  )
  static let development = AcceptedShapeOracle(
    allowedHosts: ["localhost", "127.0.0.1", "::1", "staging.chatterbox.app"], allowsLoopbackHTTP: true,
    allowedPorts: [8080, 443]
  )

  /// `nil` when the accepted `route` is a faithful reading of an allowlisted `input`, otherwise
  /// what is wrong (without the token).
  func problem(with input: String, route: DeepLinkRoute) -> String? {
    guard input.utf8.count <= 2048 else { return "longer than 2048 bytes" }
    guard input.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" }) else {
      return "contains whitespace, control, non-ASCII or backslash"
    }
    guard let components = URLComponents(string: input) else { return "URLComponents cannot parse it" }
    guard components.user == nil, components.password == nil else { return "has user info" }
    guard let scheme = components.scheme?.lowercased() else { return "has no scheme" }
    guard let rawHost = components.percentEncodedHost, !rawHost.isEmpty else { return "has no host" }
    var host = rawHost.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }

    let path: String
    switch scheme {
    case "https", "http":
      if scheme == "http", !(allowsLoopbackHTTP && Self.loopback.contains(host)) { return "plain http" }
      guard allowedHosts.contains(host) else { return "host \(host) not allowed" }
      let defaultPort = scheme == "https" ? 443 : 80
      let port = components.port ?? defaultPort
      guard allowedPorts.isEmpty ? port == defaultPort : allowedPorts.contains(port) else { return "port \(port)" }
      path = components.percentEncodedPath
    case "chatterbox":
      guard components.port == nil else { return "port on custom scheme" }
      path = "/" + host + components.percentEncodedPath
    default:
      return "scheme \(scheme)"
    }

    // The routes are the tests' (DeepLinkConfiguration.testRoutes): "magicLink" and "cue".
    switch (route.name, route.value) {
    case ("magicLink", .secret(let token)):
      guard path == "/auth/magic" else { return "magic route from path \(path)" }
      guard components.fragment == nil else { return "magic link with a fragment" }
      let tokens = (components.percentEncodedQueryItems ?? []).filter { $0.name == "token" }
      guard tokens.count == 1 else { return "\(tokens.count) token items" }
      guard tokens.first?.value == token.rawValue else { return "token differs from the query item" }
      guard token.rawValue.count == 43, token.rawValue.allSatisfy(Self.idCharacters.contains) else {
        return "token shape"
      }
    case ("cue", .identifier(let id)):
      guard path == "/cues/" + id else { return "cue route from path \(path)" }
      guard (1...64).contains(id.count), id.allSatisfy(Self.idCharacters.contains) else { return "cue id shape" }
      if let fragment = components.percentEncodedFragment, fragment.lowercased().contains("token") {
        return "token in cue fragment"
      }
    default:
      return "unexpected route \(route.name)"
    }
    return nil
  }
}
