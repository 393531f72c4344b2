import Foundation

/// Turns an incoming URL into a ``DeepLinkRoute`` or a ``DeepLinkRejection``. Strict on purpose:
/// it accepts only the exact link shapes the app and backend produce, compares everything
/// undecoded, and never crashes, whatever the input.
///
/// It parses the UTF-8 bytes itself instead of using `URLComponents`, whose leniency differs
/// between Apple platforms and swift-corelibs-foundation (it re-encodes spaces, IDN hosts and
/// stray `#`), so the same string is judged the same everywhere.
///
/// ```swift
/// let parser = DeepLinkParser(configuration: .production(hosts: ["chatterbox.app"]))
/// switch parser.parse("chatterbox://auth/magic?token=\(token)") {
/// case .success(.magicLink(let token)): await session.signIn(magicToken: token)
/// case .success(.cue(let id)): navigator.showCue(id: id)
/// case .failure(let rejection): logger.notice("\(rejection.messageKey, privacy: .public)")
/// }
/// ```
public struct DeepLinkParser: Sendable {
  /// The configuration as given; the parser keeps its own normalised copy of hosts and scheme.
  ///
  /// ```swift
  /// parser.configuration.allowedHosts // ["chatterbox.app"]
  /// ```
  public let configuration: DeepLinkConfiguration

  let hosts: Set<String>
  let customScheme: String
  let magicLinkPath: [UInt8]
  let cuePathPrefix: [UInt8]

  /// Creates a parser, lowercasing the allowed hosts and scheme once (and dropping IPv6 brackets)
  /// so every comparison afterwards is a plain byte compare.
  ///
  /// ```swift
  /// let parser = DeepLinkParser(configuration: .development(ports: [8080]))
  /// ```
  public init(configuration: DeepLinkConfiguration) {
    self.configuration = configuration
    hosts = Set(configuration.allowedHosts.map(Self.normalisedHost))
    customScheme = configuration.customScheme.lowercased()
    magicLinkPath = Array(configuration.magicLinkPath.utf8)
    cuePathPrefix = Array(configuration.cuePathPrefix.utf8)
  }

  /// Parses a link given as text (an `onOpenURL` URL's string, a pasted link).
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/cues/c_42") // .success(.cue(id: "c_42"))
  /// ```
  public func parse(_ string: String) -> Result<DeepLinkRoute, DeepLinkRejection> {
    Result { () throws(DeepLinkRejection) in try route(for: string) }
  }

  /// Parses a `URL` by its `absoluteString`, so a relative URL is judged with its base resolved.
  ///
  /// ```swift
  /// parser.parse(url) // .failure(.hostNotAllowed)
  /// ```
  public func parse(_ url: URL) -> Result<DeepLinkRoute, DeepLinkRejection> {
    parse(url.absoluteString)
  }

  /// The throwing form of ``parse(_:)-(String)``, for `do`/`catch` with a typed error.
  ///
  /// ```swift
  /// do { let route = try parser.route(for: link) } catch { print(error.messageKey) }
  /// ```
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
  ///
  /// ```swift
  /// let route = try parser.route(for: url)
  /// ```
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
