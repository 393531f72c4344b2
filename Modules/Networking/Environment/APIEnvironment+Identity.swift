import Foundation

extension APIEnvironment {
  /// The server this environment names, as one normalized string: lowercase scheme and host, the
  /// port always written out, and the base path without a trailing slash. Two base URLs that reach
  /// the same API give the same identity; any other difference gives another one.
  ///
  /// Everything a server issued — the stored session, cached answers, queued uploads — is kept
  /// under this identity, so a command pointed at another server never sends or shows it.
  ///
  /// ```swift
  /// APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:8080")!).serverIdentity
  /// // "http://127.0.0.1:8080"
  /// APIEnvironment(name: .production, baseURL: URL(string: "HTTPS://API.example.com/v1/")!).serverIdentity
  /// // "https://api.example.com:443/v1"
  /// ```
  public var serverIdentity: String {
    let scheme = (baseURL.scheme ?? "").lowercased()
    let host = (baseURL.host ?? "").lowercased()
    // A scheme without a default port (never a valid environment) keeps the identity it always had.
    let port = baseURL.port ?? Origin.defaultPort(forScheme: scheme) ?? 80
    var path = baseURL.path
    while path.hasSuffix("/") { path.removeLast() }
    let bracketed = host.contains(":") ? "[\(host)]" : host
    return "\(scheme)://\(bracketed):\(port)\(path)"
  }
}
