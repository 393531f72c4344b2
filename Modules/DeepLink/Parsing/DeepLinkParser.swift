import Foundation

/// Turns an incoming URL into a ``DeepLinkRoute`` or a ``DeepLinkRejection``. Strict on purpose:
/// it accepts only the exact link shapes the configuration's routes describe, compares everything
/// undecoded, and never crashes, whatever the input.
///
/// It parses the UTF-8 bytes itself instead of using `URLComponents`, whose leniency differs
/// between Apple platforms and swift-corelibs-foundation (it re-encodes spaces, IDN hosts and
/// stray `#`), so the same string is judged the same everywhere.
///
/// ```swift
/// let parser = DeepLinkParser(configuration: .production(hosts: ["example.com"], routes: [
///   .identifier("item", prefix: "/items/", rule: LinkValueRule(lengths: 1...64)),
/// ]))
/// switch parser.parse("https://example.com/items/a_1") {
/// case .success(let route): print(route)                     // item(id: a_1)
/// case .failure(let rejection): print(rejection.messageKey)  // deeplink.rejected.…
/// }
/// ```
public struct DeepLinkParser: Sendable {
  /// The configuration as given; the parser keeps its own normalised copy of hosts and scheme.
  public let configuration: DeepLinkConfiguration

  let hosts: Set<String>
  let customScheme: String?
  /// The routes as bytes, in the configuration's order.
  let patterns: [CompiledPattern]
  /// The secret query items' names, lowercased, for the fragment check.
  let secretItemNames: [[UInt8]]

  /// Creates a parser, lowercasing the allowed hosts and scheme once (and dropping IPv6 brackets)
  /// and turning the routes into bytes, so every comparison afterwards is a plain byte compare.
  public init(configuration: DeepLinkConfiguration) {
    self.configuration = configuration
    hosts = Set(configuration.allowedHosts.map(Self.normalisedHost))
    customScheme = configuration.customScheme?.lowercased()
    patterns = configuration.routes.map(CompiledPattern.init)
    secretItemNames = patterns.compactMap { $0.isSecret ? $0.item.map(ASCII.lowercased) : nil }
  }

  /// Parses a link given as text (an `onOpenURL` URL's string, a pasted link).
  public func parse(_ string: String) -> Result<DeepLinkRoute, DeepLinkRejection> {
    Result { () throws(DeepLinkRejection) in try route(for: string) }
  }

  /// Parses a `URL` by its `absoluteString`, so a relative URL is judged with its base resolved.
  public func parse(_ url: URL) -> Result<DeepLinkRoute, DeepLinkRejection> {
    parse(url.absoluteString)
  }

  /// The throwing form of ``parse(_:)-(String)``, for `do`/`catch` with a typed error.
  public func route(for string: String) throws(DeepLinkRejection) -> DeepLinkRoute {
    // Length first: `utf8.count` is O(1) for native strings, so a megabyte of junk costs nothing.
    guard string.utf8.count <= configuration.maxURLLength else { throw .tooLong }
    let (scheme, rest) = try LinkComponents.scheme(of: Array(string.utf8))
    let kind = try schemeKind(scheme)
    let components = try LinkComponents(rest: rest)
    let authority = try LinkAuthority(components.authority)
    let path = try routablePath(kind: kind, authority: authority, path: components.path)
    return try route(path: path, query: components.query, fragment: components.fragment)
  }

  /// The throwing form of ``parse(_:)-(URL)``.
  public func route(for url: URL) throws(DeepLinkRejection) -> DeepLinkRoute {
    try route(for: url.absoluteString)
  }

  /// Lowercased, without the brackets an IPv6 literal may have been configured with.
  static func normalisedHost(_ host: String) -> String {
    let lowered = host.lowercased()
    guard lowered.hasPrefix("["), lowered.hasSuffix("]"), lowered.count >= 2 else { return lowered }
    return String(lowered.dropFirst().dropLast())
  }
}
