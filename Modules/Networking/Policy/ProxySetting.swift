import Foundation

/// Which proxy, if any, requests go through: part of ``TransferPolicy`` (``TransferPolicy/proxy``),
/// decided by the client for each request and never left to the platform's own reading of the
/// environment (ADR 0044).
///
/// Whatever the setting, traffic the transport-security policy allows in clear only because it
/// stays on this machine — a loopback `http://` API or upload URL — never goes through a proxy.
/// Every other request that goes through one is tunnelled with `CONNECT`: the proxy sees the
/// server's host and port, never a header, a token or a body. An https API on loopback is proxied
/// like any other (it is encrypted end to end); `no_proxy` can exempt it.
///
/// ```swift
/// var policy = TransferPolicy.standard
/// policy.proxy = .url(URL(string: "http://proxy.corp.example:3128")!)
/// let local = URL(string: "http://127.0.0.1:8080/rpc/me")!
/// let route = ProxySetting.environment.route(for: local, environment: ["ALL_PROXY": "http://p:3128"]) // .direct
/// ```
public enum ProxySetting: Sendable, Equatable {
  /// The conventional variables, read as curl reads them: for an `https://` URL `https_proxy`, then
  /// `HTTPS_PROXY`; for an `http://` URL `http_proxy` only (the upper-case one can be set by a web
  /// server's CGI environment); then `all_proxy`, then `ALL_PROXY`. `no_proxy` (or `NO_PROXY`) lists
  /// the hosts that are reached directly. Empty variables count as unset.
  case environment
  /// No proxy: every request goes straight to its server, whatever the environment says.
  case none
  /// This proxy (`http://`, `https://`, `socks5://`, `socks5h://`, `socks4://` or `socks4a://`,
  /// credentials in its user info if it wants them) for every request that may go through one;
  /// `no_proxy` / `NO_PROXY` still exempt hosts, as they do for curl's `--proxy`.
  case url(URL)

  /// Where a request to `url` goes under this setting, with `environment` as the process's
  /// variables.
  ///
  /// ```swift
  /// let env = ["ALL_PROXY": "http://127.0.0.1:3128", "no_proxy": "internal.example"]
  /// ProxySetting.environment.route(for: URL(string: "https://api.example.com")!, environment: env)
  /// // .proxy(ProxyAddress("http://127.0.0.1:3128"))
  /// ProxySetting.environment.route(for: URL(string: "https://a.internal.example")!, environment: env) // .direct
  /// ```
  public func route(for url: URL, environment: [String: String]) -> ProxyRoute {
    guard let origin = Origin(url), let host = url.host else { return .direct }
    let scheme = origin.scheme
    // Cleartext is allowed only because it never leaves this machine: it never leaves through a proxy.
    if scheme == "http", TransportSecurityPolicy.isLoopback(host) { return .direct }
    let chosen: String
    switch self {
    case .none: return .direct
    case .url(let proxy): chosen = proxy.absoluteString
    case .environment:
      guard let value = Self.variable(forScheme: scheme, in: environment) else { return .direct }
      chosen = value
    }
    let bypass = ProxyBypass(Self.firstSet(["no_proxy", "NO_PROXY"], in: environment) ?? "")
    if bypass.matches(host: host, port: origin.port) { return .direct }
    guard let address = ProxyAddress(chosen) else { return .unusable(shown: ProxyAddress.redacted(chosen)) }
    return .proxy(address)
  }

  /// The variable's value that names the proxy for `scheme`, in curl's order; `nil` when none is set.
  static func variable(forScheme scheme: String, in environment: [String: String]) -> String? {
    let names = scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
    return firstSet(names + ["all_proxy", "ALL_PROXY"], in: environment)
  }

  private static func firstSet(_ names: [String], in environment: [String: String]) -> String? {
    for name in names {
      if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
    }
    return nil
  }
}

/// Where one request goes: straight to its server, through a proxy, or nowhere because the proxy
/// asked for cannot be used.
public enum ProxyRoute: Sendable, Equatable {
  /// Straight to the server.
  case direct
  /// Through this proxy, tunnelled with `CONNECT`.
  case proxy(ProxyAddress)
  /// A proxy was asked for but its address is not one (`shown`: as given, without credentials). The
  /// request is not sent, neither to the proxy nor around it: it fails with
  /// `NetworkError.proxyRefused(proxy:status:)`.
  case unusable(shown: String)
}

/// A proxy's address, parsed the way curl reads one: a missing scheme means `http://`, a missing
/// port the scheme's (1080 for SOCKS, 443 for https, else 80).
///
/// ```swift
/// let proxy = ProxyAddress("user:secret@proxy.example:3128")!
/// proxy.shown // "http://proxy.example:3128" — what errors and logs name, never the credentials
/// ```
public struct ProxyAddress: Sendable, Equatable, CustomStringConvertible {
  /// The schemes libcurl tunnels through.
  public static let schemes: Set<String> = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

  /// The address the transport uses, credentials included.
  public let url: URL
  /// Scheme, host and port, without credentials: the only form errors and logs show.
  public let shown: String

  /// Parses `text`; `nil` when it is not a proxy's address (no host, an unknown scheme, a port outside
  /// 1–65535, a path, a query or a fragment).
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let full = trimmed.contains("://") ? trimmed : "http://" + trimmed
    guard let components = URLComponents(string: full), let scheme = components.scheme?.lowercased(),
      Self.schemes.contains(scheme), let host = components.host, !host.isEmpty,
      components.path.isEmpty || components.path == "/", components.query == nil, components.fragment == nil,
      let url = components.url
    else { return nil }
    let port = components.port ?? (scheme.hasPrefix("socks") ? 1080 : scheme == "https" ? 443 : 80)
    guard (1...65_535).contains(port) else { return nil }
    self.url = url
    self.shown = "\(scheme)://\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host):\(port)"
  }

  public var description: String { shown }

  /// `text` with anything that may be credentials (the user info before an `@`) removed, for
  /// naming an address that did not parse.
  ///
  /// ```swift
  /// ProxyAddress.redacted("http://me:pw@bad host") // "http://bad host"
  /// ```
  public static func redacted(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let schemeEnd = trimmed.range(of: "://")
    let afterScheme = schemeEnd?.upperBound ?? trimmed.startIndex
    guard let at = trimmed[afterScheme...].lastIndex(of: "@") else { return trimmed }
    return String(trimmed[..<afterScheme]) + String(trimmed[trimmed.index(after: at)...])
  }
}

/// `no_proxy`: the hosts reached directly. Entries are separated by commas or white space and
/// matched case-insensitively: `*` alone matches every host; a name (`example.com`, or with a
/// leading `.` or `*.`) matches itself and every subdomain; an IP address matches itself and an
/// IPv4 range in CIDR form (`10.0.0.0/8`) every address in it; `host:port` (`[::1]:8443` for IPv6)
/// matches only that port.
struct ProxyBypass {
  private struct Entry {
    var host: String
    var port: Int?
    var prefixLength: Int?
  }

  private let matchesAll: Bool
  private let entries: [Entry]

  init(_ list: String) {
    let words = list.split { $0 == "," || $0.isWhitespace }.map { $0.lowercased() }
    matchesAll = words.contains("*")
    entries = words.compactMap(Self.entry)
  }

  private static func entry(_ word: String) -> Entry? {
    var text = Substring(word)
    var port: Int?
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      let rest = text[text.index(after: close)...]
      if rest.hasPrefix(":") { port = Int(rest.dropFirst()) }
      text = text[text.index(after: text.startIndex)..<close]
    } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
      guard let number = Int(text[text.index(after: colon)...]) else { return nil }
      port = number
      text = text[..<colon]
    }
    var prefixLength: Int?
    if let slash = text.firstIndex(of: "/") {
      prefixLength = Int(text[text.index(after: slash)...])
      guard let length = prefixLength, (0...32).contains(length) else { return nil }
      text = text[..<slash]
    }
    while text.hasPrefix("*.") { text = text.dropFirst(2) }
    while text.hasPrefix(".") { text = text.dropFirst() }
    while text.hasSuffix(".") { text = text.dropLast() }
    return text.isEmpty ? nil : Entry(host: String(text), port: port, prefixLength: prefixLength)
  }

  /// Whether a request to `host` on `port` is reached directly.
  func matches(host: String, port: Int) -> Bool {
    if matchesAll { return true }
    var name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    while name.hasSuffix(".") { name.removeLast() }
    return entries.contains { entry in
      if let wanted = entry.port, wanted != port { return false }
      if let length = entry.prefixLength {
        guard let network = Self.ipv4(entry.host), let address = Self.ipv4(name) else { return false }
        let mask: UInt32 = length == 0 ? 0 : ~UInt32(0) << (32 - UInt32(length))
        return network & mask == address & mask
      }
      return name == entry.host || (Self.ipv4(name) == nil && name.hasSuffix("." + entry.host))
    }
  }

  private static func ipv4(_ text: String) -> UInt32? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var value: UInt32 = 0
    for part in parts {
      guard part.count <= 3, part.allSatisfy(\.isASCII), let octet = UInt32(part), octet <= 255 else { return nil }
      value = value << 8 | octet
    }
    return value
  }
}

extension ProxyRoute {
  /// The process's variables, read once: the conventional proxy variables do not change while a
  /// process runs, and reading them per request would cost a copy of the environment each time.
  static let processEnvironment: [String: String] = ProcessInfo.processInfo.environment

  /// Where a request to `url` goes under `policy`, with the process's own variables.
  static func live(for url: URL, policy: TransferPolicy) -> ProxyRoute {
    policy.proxy.route(for: url, environment: processEnvironment)
  }
}
