/// What ``DeepLinkParser`` accepts: the web hosts and ports, the two paths, the custom scheme and
/// the shape of a magic token. A plain value so the composition root can build it from the
/// environment config and hand copies to whoever needs one.
///
/// Hosts and the scheme are compared case-insensitively (the parser lowercases both sides once,
/// at its own init), everything else exactly.
///
/// ```swift
/// let configuration = DeepLinkConfiguration(allowedHosts: ["chatterbox.app"])
/// let parser = DeepLinkParser(configuration: configuration)
/// ```
public struct DeepLinkConfiguration: Sendable, Hashable {
  /// The hosts a `https` link may name, compared lowercased and exactly: no suffix matching, no
  /// trailing-dot folding, no IDN mapping. Write IPv6 literals without brackets (`"::1"`).
  ///
  /// ```swift
  /// configuration.allowedHosts = ["chatterbox.app", "www.chatterbox.app"]
  /// ```
  public var allowedHosts: Set<String>

  /// The path of a magic link, matched byte for byte (never percent-decoded). For the custom
  /// scheme the first segment is the URL's host (`chatterbox://auth/magic`).
  ///
  /// ```swift
  /// configuration.magicLinkPath // "/auth/magic"
  /// ```
  public var magicLinkPath: String

  /// The prefix of a cue link; the rest of the path is the cue id. Keep the trailing slash.
  ///
  /// ```swift
  /// configuration.cuePathPrefix // "/cues/"
  /// ```
  public var cuePathPrefix: String

  /// The app's own URL scheme, compared case-insensitively.
  ///
  /// ```swift
  /// configuration.customScheme // "chatterbox"
  /// ```
  public var customScheme: String

  /// Development only: accept plain `http` when the host is a loopback name
  /// (``loopbackHosts``) that is also in ``allowedHosts``. Never set it in production.
  ///
  /// ```swift
  /// configuration.allowsLoopbackHTTP = true // http://localhost:8080/auth/magic?token=…
  /// ```
  public var allowsLoopbackHTTP: Bool

  /// The ports a web link may use. Empty means only the scheme's default port (443 for `https`,
  /// 80 for loopback `http`), written or implied. Non-empty means exactly these: a link without a
  /// port counts as the default port and must then be listed too.
  ///
  /// ```swift
  /// configuration.allowedPorts = [8080] // dev server
  /// ```
  public var allowedPorts: Set<Int>

  /// How many characters a magic token has; the API contract says 43 (256 bits of base64url).
  ///
  /// ```swift
  /// configuration.tokenLength // 43
  /// ```
  public var tokenLength: Int

  /// Which characters a magic token may contain.
  ///
  /// ```swift
  /// configuration.tokenAlphabet // .base64URL
  /// ```
  public var tokenAlphabet: TokenAlphabet

  /// The longest link, in UTF-8 bytes, the parser looks at. Longer input is rejected before any
  /// other work so hostile input costs nothing.
  ///
  /// ```swift
  /// configuration.maxURLLength // 2048
  /// ```
  public var maxURLLength: Int

  /// Creates a configuration; every parameter but the hosts has the contract's default.
  ///
  /// ```swift
  /// let configuration = DeepLinkConfiguration(allowedHosts: ["chatterbox.app"], allowedPorts: [443])
  /// ```
  public init(
    allowedHosts: Set<String>,
    magicLinkPath: String = "/auth/magic",
    cuePathPrefix: String = "/cues/",
    customScheme: String = "chatterbox",
    allowsLoopbackHTTP: Bool = false,
    allowedPorts: Set<Int> = [],
    tokenLength: Int = MagicLinkToken.contractLength,
    tokenAlphabet: TokenAlphabet = .base64URL,
    maxURLLength: Int = 2048
  ) {
    self.allowedHosts = allowedHosts
    self.magicLinkPath = magicLinkPath
    self.cuePathPrefix = cuePathPrefix
    self.customScheme = customScheme
    self.allowsLoopbackHTTP = allowsLoopbackHTTP
    self.allowedPorts = allowedPorts
    self.tokenLength = tokenLength
    self.tokenAlphabet = tokenAlphabet
    self.maxURLLength = maxURLLength
  }
}
