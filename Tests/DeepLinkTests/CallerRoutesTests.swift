import DeepLink
import Testing

/// Routes are the caller's: names, paths, item names, lengths and the scheme all come from the
/// configuration, and the security rules follow them (the README's example configuration).
@Suite("Caller-defined routes")
struct CallerRoutesTests {
  static let code = String(repeating: "A", count: 43)
  static let routes: [DeepLinkRoutePattern] = [
    .secret("invite", path: "/invite", queryItem: "code", rule: .exactly(43)),
    .identifier("item", prefix: "/items/", rule: LinkValueRule(lengths: 1...64)),
  ]
  let parser = DeepLinkParser(
    configuration: .production(hosts: ["example.com"], routes: routes, customScheme: "example"))

  @Test func theREADMEsLinks() throws {
    let invite = try parser.parse("https://example.com/invite?code=\(Self.code)&utm_source=mail").get()
    #expect(invite.name == "invite" && invite.secret?.rawValue == Self.code && invite.identifier == nil)
    #expect("\(invite)" == "invite(secret: LinkSecret(<redacted>))")
    #expect(parser.parse("example://INVITE?code=\(Self.code)").map(\.name) == .success("invite"))
    #expect(parser.parse("example://items/a_1") == .success(DeepLinkRoute(name: "item", value: .identifier("a_1"))))
    #expect(parser.parse("https://example.com.evil.com/items/a_1") == .failure(.hostNotAllowed))
  }

  @Test func rejectionsFollowTheConfiguredNames() {
    let h = "https://example.com"
    #expect(parser.parse("\(h)/invite") == .failure(.missingToken))
    #expect(parser.parse("\(h)/invite?token=\(Self.code)") == .failure(.missingToken))
    #expect(parser.parse("\(h)/invite?Code=\(Self.code)") == .failure(.missingToken))
    #expect(parser.parse("\(h)/invite?code=\(Self.code)&code=\(Self.code)") == .failure(.duplicateToken))
    #expect(parser.parse("\(h)/invite?code=abc") == .failure(.invalidToken))
    #expect(parser.parse("\(h)/invite?code=\(Self.code)#") == .failure(.tokenInFragment))
    #expect(parser.parse("\(h)/items/a_1#CODE=x") == .failure(.tokenInFragment))
    #expect(parser.parse("\(h)/items/a_1#token=x") == .success(DeepLinkRoute(name: "item", value: .identifier("a_1"))))
    #expect(parser.parse("\(h)/items/%2e%2e") == .failure(.invalidID))
    #expect(parser.parse("\(h)/items/" + String(repeating: "x", count: 65)) == .failure(.invalidID))
    #expect(parser.parse("\(h)/auth/magic?token=\(Self.code)") == .failure(.unknownPath))
    #expect(parser.parse("\(h)/cues/a") == .failure(.unknownPath))
    #expect(DeepLinkRejection.invalidID.messageKey == "deeplink.rejected.invalid_id")
  }

  @Test func noCustomSchemeMeansWebLinksOnly() {
    let web = DeepLinkParser(configuration: .production(hosts: ["example.com"], routes: Self.routes))
    #expect(web.parse("example://items/a_1") == .failure(.unsupportedScheme))
    #expect(web.parse("https://example.com/items/a_1").map(\.name) == .success("item"))
  }

  @Test func theFirstMatchingPatternDecides() {
    let overlapping = DeepLinkParser(
      configuration: .production(
        hosts: ["example.com"],
        routes: [
          .secret("reset", path: "/items/reset", queryItem: "key", rule: .exactly(4)),
          .identifier("item", prefix: "/items/", rule: LinkValueRule(lengths: 1...8)),
          .identifier("never", prefix: "/items/", rule: LinkValueRule(lengths: 1...64)),
        ]))
    #expect(overlapping.parse("https://example.com/items/reset?key=abcd").map(\.name) == .success("reset"))
    #expect(overlapping.parse("https://example.com/items/abc").map(\.name) == .success("item"))
    // The first match judges the value: a longer id is invalid, not handed to a later pattern.
    #expect(overlapping.parse("https://example.com/items/abcdefghij") == .failure(.invalidID))
    // Any secret's item name in a fragment is refused on every link.
    #expect(overlapping.parse("https://example.com/items/abc#key") == .failure(.tokenInFragment))
  }

  @Test func noRoutesAcceptsNothing() {
    let empty = DeepLinkParser(configuration: .production(hosts: ["example.com"], routes: []))
    #expect(empty.parse("https://example.com/items/a") == .failure(.unknownPath))
    #expect(empty.parse("https://example.com/items/a#token") == .failure(.unknownPath))
    let emptyPrefix = DeepLinkParser(
      configuration: .production(hosts: ["example.com"], routes: [.identifier("all", prefix: "", rule: .exactly(1))]))
    #expect(emptyPrefix.parse("https://example.com/a") == .failure(.unknownPath))
  }
}
