extension DeepLinkConfiguration {
  /// The host spellings that count as loopback for ``allowsLoopbackHTTP``. Matched exactly, so
  /// `127.1`, `0x7f.0.0.1` or `[0:0:0:0:0:0:0:1]` are not loopback and stay `https`-only.
  public static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "::1"]

  /// Release builds: `https` on the default port for the given hosts, plus the custom scheme if
  /// any.
  public static func production(
    hosts: Set<String>, routes: [DeepLinkRoutePattern], customScheme: String? = nil
  ) -> DeepLinkConfiguration {
    DeepLinkConfiguration(allowedHosts: hosts, routes: routes, customScheme: customScheme)
  }

  /// Local development against a server on this machine: also plain `http` on loopback hosts.
  /// `ports` replaces the default-port rule, so list every port links may carry.
  public static func development(
    hosts: Set<String> = DeepLinkConfiguration.loopbackHosts,
    ports: Set<Int> = [],
    routes: [DeepLinkRoutePattern],
    customScheme: String? = nil
  ) -> DeepLinkConfiguration {
    DeepLinkConfiguration(
      allowedHosts: hosts, routes: routes, customScheme: customScheme, allowsLoopbackHTTP: true, allowedPorts: ports)
  }
}
