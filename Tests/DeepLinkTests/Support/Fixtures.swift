import DeepLink
import Testing

/// Shared inputs. The token is a made-up 43-character base64url string using both `-` and `_`.
enum Fixture {
  static let host = "chatterbox.app"
  static let token = "q1W2e3R4t5Y6u7I8o9P0a_S-dFgHjKlZxCvBnMqWeRt"
  static let otherToken = "Zz9-_0AbCdEfGhIjKlMnOpQrStUvWxYz0123456789A"

  /// Release shape: two web hosts, default port only.
  static let production = DeepLinkParser(configuration: .testProduction(hosts: [host, "www.chatterbox.app"]))

  /// Dev-server shape: loopback http plus a staging host, ports 8080 and 443.
  static let development = DeepLinkParser(
    configuration: .testDevelopment(
      hosts: DeepLinkConfiguration.loopbackHosts.union(["staging.chatterbox.app"]),
      ports: [8080, 443]
    )
  )

  static var magicLink: String { "https://\(host)/auth/magic?token=\(token)" }
  static var customMagicLink: String { "chatterbox://auth/magic?token=\(token)" }

  static func magic(_ token: String) -> DeepLinkRoute? {
    LinkSecret(rawValue: token, rule: .exactly(43)).map { .magicLink(token: $0) }
  }
}

/// The tests' routes: a sign-in link with a 43-character token in `token` and an id after
/// `/cues/`, on the `chatterbox` scheme — the shapes of the app that first used this module,
/// kept so the accepted/rejected tables read as they always have. The module itself knows none
/// of them.
extension DeepLinkConfiguration {
  static let testRoutes: [DeepLinkRoutePattern] = [
    .secret("magicLink", path: "/auth/magic", queryItem: "token", rule: .exactly(43)),
    .identifier("cue", prefix: "/cues/", rule: LinkValueRule(lengths: 1...64)),
  ]

  static func testProduction(hosts: Set<String>) -> DeepLinkConfiguration {
    .production(hosts: hosts, routes: testRoutes, customScheme: "chatterbox")
  }

  static func testDevelopment(hosts: Set<String> = loopbackHosts, ports: Set<Int> = []) -> DeepLinkConfiguration {
    .development(hosts: hosts, ports: ports, routes: testRoutes, customScheme: "chatterbox")
  }
}

extension DeepLinkRoute {
  static func magicLink(token: LinkSecret) -> DeepLinkRoute { DeepLinkRoute(name: "magicLink", value: .secret(token)) }
  static func cue(id: String) -> DeepLinkRoute { DeepLinkRoute(name: "cue", value: .identifier(id)) }
}

/// A labelled input so parameterised test output names the case, not a 100-character URL.
struct LinkCase: CustomTestStringConvertible, Sendable {
  let label: String
  let input: String
  let expected: DeepLinkRejection

  init(_ label: String, _ input: String, _ expected: DeepLinkRejection) {
    self.label = label
    self.input = input
    self.expected = expected
  }

  var testDescription: String { "\(label) → \(expected.messageKey)" }
}
