extension DeepLinkConfiguration {
  /// The host spellings that count as loopback for ``allowsLoopbackHTTP``. Matched exactly, so
  /// `127.1`, `0x7f.0.0.1` or `[0:0:0:0:0:0:0:1]` are not loopback and stay `https`-only.
  ///
  /// ```swift
  /// DeepLinkConfiguration.loopbackHosts.contains("localhost") // true
  /// ```
  public static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "::1"]

  /// Release builds: `https` on the default port for the given hosts, plus the custom scheme.
  ///
  /// ```swift
  /// let configuration = DeepLinkConfiguration.production(hosts: ["chatterbox.app"])
  /// ```
  public static func production(hosts: Set<String>) -> DeepLinkConfiguration {
    DeepLinkConfiguration(allowedHosts: hosts)
  }

  /// Local development against `Tools/DevServer`: also plain `http` on loopback hosts. `ports`
  /// replaces the default-port rule, so list every port links may carry.
  ///
  /// ```swift
  /// let configuration = DeepLinkConfiguration.development(ports: [8080])
  /// // accepts http://localhost:8080/auth/magic?token=…
  /// ```
  public static func development(
    hosts: Set<String> = DeepLinkConfiguration.loopbackHosts,
    ports: Set<Int> = []
  ) -> DeepLinkConfiguration {
    DeepLinkConfiguration(allowedHosts: hosts, allowsLoopbackHTTP: true, allowedPorts: ports)
  }
}
