// libFuzzer target: DeepLinkParser.parse(String) under a production and a development
// configuration (the routes the tests' oracle knows: a 43-character secret in `token` on
// /auth/magic and an id after /cues/, the shapes the app ships), plus a custom one with other
// paths, item name, lengths and scheme.
//
// Compiled into module DeepLink together with Modules/DeepLink (see ../build.sh) and the test
// suite's independent oracle (Tests/DeepLinkTests/Fuzz/AcceptedShapeOracle.swift), so every
// ACCEPTED link is re-checked with URLComponents and plain string rules. Checked properties:
//   - no crash, whatever the bytes;
//   - a rejection has a `deeplink.rejected.` message key and a token-free description;
//   - an accepted link is no longer than maxURLLength and the oracle agrees with the route;
//   - a route's description never contains the secret;
//   - parsing is deterministic (the same input gives the same result twice).
import Foundation

private let routes: [DeepLinkRoutePattern] = [
  .secret("magicLink", path: "/auth/magic", queryItem: "token", rule: .exactly(43)),
  .identifier("cue", prefix: "/cues/", rule: LinkValueRule(lengths: 1...64)),
]
private let production = DeepLinkParser(
  configuration: .production(
    hosts: ["chatterbox.app", "www.chatterbox.app"], routes: routes, customScheme: "chatterbox"))
private let development = DeepLinkParser(
  configuration: .development(
    hosts: DeepLinkConfiguration.loopbackHosts.union(["staging.chatterbox.app"]), ports: [8080, 443], routes: routes,
    customScheme: "chatterbox"))
private let custom = DeepLinkParser(
  configuration: DeepLinkConfiguration(
    allowedHosts: ["[::1]", "Example.ORG"],
    routes: [
      .identifier("c", prefix: "/c/", rule: LinkValueRule(lengths: 2...5)),
      .secret("m", path: "/m", queryItem: "k", rule: .exactly(4)),
    ],
    customScheme: "CBX", allowsLoopbackHTTP: true, allowedPorts: [1, 65535], maxURLLength: 256))

private func check(_ parser: DeepLinkParser, _ input: String, oracle: AcceptedShapeOracle?) {
  let result = parser.parse(input)
  guard result == parser.parse(input) else { fatalError("parse is not deterministic") }
  switch result {
  case .success(let route):
    guard input.utf8.count <= parser.configuration.maxURLLength else { fatalError("accepted an over-long link") }
    guard let pattern = parser.configuration.routes.first(where: { $0.name == route.name }) else {
      fatalError("a route no pattern defines")
    }
    switch route.value {
    case .secret(let secret):
      guard pattern.rule.accepts(secret.rawValue.utf8) else { fatalError("accepted a secret of the wrong shape") }
      guard !"\(route)".contains(secret.rawValue), !String(reflecting: route).contains(secret.rawValue) else {
        fatalError("a route's description leaks the secret")
      }
    case .identifier(let id):
      guard pattern.rule.accepts(id.utf8) else { fatalError("accepted an id of the wrong shape") }
    }
    if let oracle, let problem = oracle.problem(with: input, route: route) {
      fatalError("accepted a link the oracle refuses: \(problem)")
    }
  case .failure(let rejection):
    guard rejection.messageKey.hasPrefix("deeplink.rejected.") else {
      fatalError("bad message key \(rejection.messageKey)")
    }
    _ = rejection.description
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // Invalid UTF-8 becomes U+FFFD, as it would in a String the OS hands over.
  let input = String(decoding: bytes, as: UTF8.self)
  check(production, input, oracle: .production)
  check(development, input, oracle: .development)
  check(custom, input, oracle: nil)
  if size <= 4096, let url = URL(string: input) {
    check(production, url.absoluteString, oracle: .production)
    _ = production.parse(url)
  }
  return 0
}
