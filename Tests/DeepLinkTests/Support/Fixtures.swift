import DeepLink
import Testing

/// Shared inputs. The token is a made-up 43-character base64url string using both `-` and `_`.
enum Fixture {
  static let host = "chatterbox.app"
  static let token = "q1W2e3R4t5Y6u7I8o9P0a_S-dFgHjKlZxCvBnMqWeRt"
  static let otherToken = "Zz9-_0AbCdEfGhIjKlMnOpQrStUvWxYz0123456789A"

  /// Release shape: two web hosts, default port only.
  static let production = DeepLinkParser(configuration: .production(hosts: [host, "www.chatterbox.app"]))

  /// Dev-server shape: loopback http plus a staging host, ports 8080 and 443.
  static let development = DeepLinkParser(
    configuration: .development(
      hosts: DeepLinkConfiguration.loopbackHosts.union(["staging.chatterbox.app"]),
      ports: [8080, 443]
    )
  )

  static var magicLink: String { "https://\(host)/auth/magic?token=\(token)" }
  static var customMagicLink: String { "chatterbox://auth/magic?token=\(token)" }

  static func magic(_ token: String) -> DeepLinkRoute? {
    MagicLinkToken(rawValue: token).map { .magicLink(token: $0) }
  }
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
