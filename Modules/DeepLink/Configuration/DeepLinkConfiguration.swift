/// What ``DeepLinkParser`` accepts: the web hosts and ports, the routes (caller-defined
/// ``DeepLinkRoutePattern``s), an optional custom scheme and a maximum length. A plain value so a
/// composition root can build it from its environment and hand copies to whoever needs one.
///
/// Hosts and the scheme are compared case-insensitively (the parser lowercases both sides once,
/// at its own init), everything else exactly.
///
/// ```swift
/// let configuration = DeepLinkConfiguration(
///   allowedHosts: ["example.com"],
///   routes: [.identifier("item", prefix: "/items/", rule: LinkValueRule(lengths: 1...64))])
/// let parser = DeepLinkParser(configuration: configuration)
/// ```
public struct DeepLinkConfiguration: Sendable, Hashable {
  /// The hosts a `https` link may name, compared lowercased and exactly: no suffix matching, no
  /// trailing-dot folding, no IDN mapping. Write IPv6 literals without brackets (`"::1"`).
  public var allowedHosts: Set<String>

  /// The links the app accepts, tried in order: the first pattern whose path matches decides.
  public var routes: [DeepLinkRoutePattern]

  /// The app's own URL scheme (`example` for `example://items/a_1`), compared case-insensitively;
  /// `nil` accepts web links only. Its links never carry a port.
  public var customScheme: String?

  /// Development only: accept plain `http` when the host is a loopback name
  /// (``loopbackHosts``) that is also in ``allowedHosts``. Never set it in production.
  public var allowsLoopbackHTTP: Bool

  /// The ports a web link may use. Empty means only the scheme's default port (443 for `https`,
  /// 80 for loopback `http`), written or implied. Non-empty means exactly these: a link without a
  /// port counts as the default port and must then be listed too.
  public var allowedPorts: Set<Int>

  /// The longest link, in UTF-8 bytes, the parser looks at. Longer input is rejected before any
  /// other work so hostile input costs nothing.
  public var maxURLLength: Int

  /// Creates a configuration.
  ///
  /// ```swift
  /// let configuration = DeepLinkConfiguration(
  ///   allowedHosts: ["example.com"],
  ///   routes: [.secret("invite", path: "/invite", queryItem: "code", rule: .exactly(43))],
  ///   customScheme: "example")
  /// ```
  public init(
    allowedHosts: Set<String>,
    routes: [DeepLinkRoutePattern],
    customScheme: String? = nil,
    allowsLoopbackHTTP: Bool = false,
    allowedPorts: Set<Int> = [],
    maxURLLength: Int = 2048
  ) {
    self.allowedHosts = allowedHosts
    self.routes = routes
    self.customScheme = customScheme
    self.allowsLoopbackHTTP = allowsLoopbackHTTP
    self.allowedPorts = allowedPorts
    self.maxURLLength = maxURLLength
  }
}
