import Foundation

/// The client's own App Transport Security: https everywhere, plain http only to loopback hosts
/// (a local dev server), and, when given, only the hosts on an allow-list. Checked before a request
/// is sent, so a misconfigured environment never leaks a token over cleartext or to a stranger.
///
/// ```swift
/// try TransportSecurityPolicy.standard.validate(URL(string: "http://127.0.0.1:8080/rpc/me")!) // ok
/// try TransportSecurityPolicy.standard.validate(URL(string: "http://api.example.com")!) // throws .insecureURL
/// try TransportSecurityPolicy(allowedHosts: ["api.example.com"]).validate(URL(string: "https://evil.test")!) // throws
/// ```
public struct TransportSecurityPolicy: Sendable, Equatable {
  /// Whether `http` is allowed for loopback hosts.
  public var allowsLoopbackHTTP: Bool
  /// The only hosts that may be contacted (lowercase, exact match), or `nil` for any host.
  public var allowedHosts: Set<String>?

  /// `allowedHosts` are lowercased here, so they match hosts case-insensitively.
  public init(allowsLoopbackHTTP: Bool = true, allowedHosts: Set<String>? = nil) {
    self.allowsLoopbackHTTP = allowsLoopbackHTTP
    self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
  }

  /// https, plus http to loopback.
  public static let standard = TransportSecurityPolicy()

  /// Throws `NetworkError.insecureURL(_:)` unless the URL may be used: absolute, with a port (if any) of
  /// 1–65535, https or loopback http, and on the allow-list when there is one.
  public func validate(_ url: URL?) throws(NetworkError) {
    guard let url, let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
      throw .insecureURL("not an absolute URL")
    }
    // Foundation accepts any digits as a port, one no connection can use.
    if let port = url.port, !(1...65_535).contains(port) { throw .insecureURL("port \(port) is not 1–65535") }
    if let allowedHosts, !allowedHosts.contains(host.lowercased()) {
      throw .insecureURL("host \(host) is not on the allow-list")
    }
    switch scheme {
    case "https": return
    case "http" where allowsLoopbackHTTP && Self.isLoopback(host): return
    case "http": throw .insecureURL("plain http is allowed only for loopback hosts")
    default: throw .insecureURL("unsupported scheme \(scheme)")
    }
  }

  /// Whether a host names this machine: `localhost`, `127.0.0.0/8` or `::1`.
  public static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets[0] == "127" else { return false }
    return octets.allSatisfy { part in
      guard part.count <= 3, part.allSatisfy(\.isASCII), let value = Int(part) else { return false }
      return (0...255).contains(value)
    }
  }
}
