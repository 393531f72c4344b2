// libFuzzer target: DeepLinkParser.parse(String) under a production and a development
// configuration (the shapes the app ships), plus a custom one with non-default paths and token.
//
// Compiled into module DeepLink together with Modules/DeepLink (see ../build.sh) and the test
// suite's independent oracle (Tests/DeepLinkTests/Fuzz/AcceptedShapeOracle.swift), so every
// ACCEPTED link is re-checked with URLComponents and plain string rules. Checked properties:
//   - no crash, whatever the bytes;
//   - a rejection has a `deeplink.rejected.` message key and a token-free description;
//   - an accepted link is no longer than maxURLLength and the oracle agrees with the route;
//   - a route's description never contains the magic token;
//   - parsing is deterministic (the same input gives the same result twice).
import Foundation

private let production = DeepLinkParser(configuration: .production(hosts: ["chatterbox.app", "www.chatterbox.app"]))
private let development = DeepLinkParser(
  configuration: .development(
    hosts: DeepLinkConfiguration.loopbackHosts.union(["staging.chatterbox.app"]), ports: [8080, 443]))
private let custom = DeepLinkParser(
  configuration: DeepLinkConfiguration(
    allowedHosts: ["[::1]", "Example.ORG"], magicLinkPath: "/m", cuePathPrefix: "/c/", customScheme: "CBX",
    allowsLoopbackHTTP: true, allowedPorts: [1, 65535], tokenLength: 4, maxURLLength: 256))

private func check(_ parser: DeepLinkParser, _ input: String, oracle: AcceptedShapeOracle?) {
  let result = parser.parse(input)
  guard result == parser.parse(input) else { fatalError("parse is not deterministic") }
  switch result {
  case .success(let route):
    guard input.utf8.count <= parser.configuration.maxURLLength else { fatalError("accepted an over-long link") }
    if case .magicLink(let token) = route {
      guard token.rawValue.utf8.count == parser.configuration.tokenLength,
        parser.configuration.tokenAlphabet.containsAll(of: token.rawValue)
      else { fatalError("accepted a token of the wrong shape") }
      guard !"\(route)".contains(token.rawValue), !String(reflecting: route).contains(token.rawValue) else {
        fatalError("a route's description leaks the token")
      }
    }
    if let oracle, let problem = oracle.problem(with: input, route: route) {
      fatalError("accepted a link the oracle refuses: \(problem)")
    }
  case .failure(let rejection):
    guard rejection.messageKey.hasPrefix("deeplink.rejected.") else { fatalError("bad message key \(rejection.messageKey)") }
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
