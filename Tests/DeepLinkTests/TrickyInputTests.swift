import DeepLink
import Foundation
import Testing

private let t = Fixture.token
private let h = Fixture.host

/// The inputs attackers and mangling mail clients produce, each with the decision spelled out.
@Suite("Tricky inputs")
struct TrickyInputTests {
  /// Decision: no trimming and no re-encoding. Whitespace, controls and invisible characters
  /// are rejected wherever they are, because "helpful" cleanup is where parsers start to disagree.
  @Test(arguments: [
    " https://\(h)/auth/magic?token=\(t)",
    "https://\(h)/auth/magic?token=\(t)\n",
    "https://\(h)/auth/magic?token=\(t)\r\n",
    "https://\(h)/auth/magic?token=\(t)\t",
    "https://\(h)\u{0}.evil.com/auth/magic?token=\(t)",
    "https://\(h)/auth/magic?token=\(t)\u{0}",
    "https://\(h)/auth/magic\n?token=\(t)",
    "https://\(h)/auth/magic?token=\(t)\u{A0}",
    "https://\(h)\u{200B}/auth/magic?token=\(t)",
    "https://\(h)/cues/\u{202E}abc",
    "https://\(h)/auth/magic?token=\(t)\u{7F}",
  ])
  func whitespaceControlsAndInvisiblesAreMalformed(link: String) {
    #expect(Fixture.production.parse(link) == .failure(.malformed))
  }

  /// Decision: a backslash is malformed anywhere. WHATWG browsers read it as `/` in http(s) URLs,
  /// RFC 3986 parsers do not, so `\` is the classic split-host trick.
  @Test(arguments: [
    "https://\(h)\\@evil.com/auth/magic?token=\(t)",
    "https://evil.com\\\(h)/auth/magic?token=\(t)",
    "https:\\\\\(h)/auth/magic?token=\(t)",
    "https://\(h)\\auth\\magic?token=\(t)",
    "chatterbox://auth\\magic?token=\(t)",
  ])
  func backslashesAreMalformed(link: String) {
    #expect(Fixture.production.parse(link) == .failure(.malformed))
  }

  /// Decision: hosts are ASCII in the link. A Unicode host (IDN, homoglyph, fullwidth, the
  /// ideographic full stop) is malformed; its punycode form is only accepted if it is itself
  /// listed, and no IDN mapping is ever applied.
  @Test(
    arguments: [
      ("https://chätterbox.app/auth/magic?token=\(t)", DeepLinkRejection.malformed),
      ("https://chаtterbox.app/auth/magic?token=\(t)", .malformed),  // Cyrillic а
      ("https://ｃhatterbox.app/auth/magic?token=\(t)", .malformed),  // fullwidth c
      ("https://chatterbox.app。/auth/magic?token=\(t)", .malformed),  // U+3002
      ("https://xn--chtterbox-q5a.app/auth/magic?token=\(t)", .hostNotAllowed),
      ("https://\(h.uppercased())/auth/magic?token=\(t)", nil),
    ] as [(String, DeepLinkRejection?)])
  func unicodeAndIDNHosts(link: String, expected: DeepLinkRejection?) {
    let result = Fixture.production.parse(link)
    if let expected {
      #expect(result == .failure(expected))
    } else {
      #expect(result == .success(Fixture.magic(t)!))
    }
  }

  /// Foundation may IDNA-encode or percent-encode a Unicode host when building a `URL`; whatever
  /// it produces must still not match the allowlist.
  @Test(arguments: ["https://chätterbox.app/auth/magic?token=\(t)", "https://chаtterbox.app/cues/a"])
  func unicodeHostsThroughURLAreRejected(link: String) {
    guard let url = URL(string: link) else { return }  // platform refused it outright: fine too
    #expect(throws: DeepLinkRejection.self) { try Fixture.production.route(for: url) }
  }

  /// Decision: the host is compared undecoded, so any `%` in it never matches.
  @Test(arguments: [
    ("https://%63hatterbox.app/auth/magic?token=\(t)", DeepLinkRejection.hostNotAllowed),
    ("https://chatterbox%2eapp/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://evil.com%2f.\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://\(h)%2f@evil.com/auth/magic?token=\(t)", .userInfoPresent),
    ("https://\(h)%40evil.com/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://\(h)%00/auth/magic?token=\(t)", .hostNotAllowed),
  ])
  func percentEncodedHosts(link: String, expected: DeepLinkRejection) {
    #expect(Fixture.production.parse(link) == .failure(expected))
  }

  /// Decision: paths are matched undecoded and without dot-segment resolution, so no encoding
  /// or traversal can turn another path into the magic-link path or escape the cue prefix.
  @Test(arguments: [
    ("https://\(h)/cues/%2e%2e/auth/magic?token=\(t)", DeepLinkRejection.invalidID),
    ("https://\(h)/cues/../auth/magic?token=\(t)", .invalidID),
    ("https://\(h)/x/../auth/magic?token=\(t)", .unknownPath),
    ("https://\(h)/%2e%2e/auth/magic?token=\(t)", .unknownPath),
    ("https://\(h)/auth/magic%2f?token=\(t)", .unknownPath),
    ("https://\(h)/auth/magic%3ftoken=\(t)", .unknownPath),
    ("https://\(h)/auth/magic;x?token=\(t)", .unknownPath),
    ("https://\(h)/auth/magic%00?token=\(t)", .unknownPath),
    ("chatterbox://auth%2fmagic?token=\(t)", .unknownPath),
    ("chatterbox://cues%2fabc", .unknownPath),
    ("https://\(h)/cues/abc%00", .invalidID),
  ])
  func percentEncodedAndDotPaths(link: String, expected: DeepLinkRejection) {
    #expect(Fixture.production.parse(link) == .failure(expected))
  }

  /// Decision: `@` in the authority is always user info; elsewhere it is just a character that
  /// makes the path or id invalid, or sits in an ignored place.
  @Test(arguments: [
    ("https://\(h)@evil.com/auth/magic?token=\(t)", DeepLinkRejection.userInfoPresent),
    ("https://@\(h)/auth/magic?token=\(t)", .userInfoPresent),
    ("https://\(h)/auth/magic@evil.com?token=\(t)", .unknownPath),
    ("https://evil.com#@\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://evil.com?@\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://evil.com/@\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    ("https://\(h)/cues/a@b", .invalidID),
  ])
  func atSignTricks(link: String, expected: DeepLinkRejection) {
    #expect(Fixture.production.parse(link) == .failure(expected))
  }

  /// Decision: scheme and host are case-insensitive (RFC 3986), path, query names and the token
  /// are not; the token comes back exactly as written.
  @Test func caseHandling() throws {
    let mixed = "https://ChatterBox.APP/auth/magic?token=\(t)"
    guard let token = try Fixture.production.parse(mixed).get().secret else {
      Issue.record("expected a magic link")
      return
    }
    #expect(token.rawValue == t)
    #expect(Fixture.production.parse("hTtPs://\(h)/cues/Ab") == .success(.cue(id: "Ab")))
    #expect(Fixture.production.parse("https://\(h)/AUTH/MAGIC?token=\(t)") == .failure(.unknownPath))
    #expect(Fixture.production.parse("https://\(h)/auth/magic?TOKEN=\(t)") == .failure(.missingToken))
  }

  /// Decision: trailing dots are not folded; `chatterbox.app.` is a different origin to cookies
  /// and universal links and never appears in a link we send.
  @Test(arguments: [
    "https://\(h)./auth/magic?token=\(t)",
    "https://\(h)../auth/magic?token=\(t)",
    "https://.\(h)/auth/magic?token=\(t)",
    "https://\(h).:443/auth/magic?token=\(t)",
  ])
  func trailingAndLeadingDots(link: String) {
    #expect(Fixture.production.parse(link) == .failure(.hostNotAllowed))
  }

  /// Decision: loopback means exactly `localhost`, `127.0.0.1` or `::1`, and must also be listed.
  @Test(
    arguments: [
      ("http://127.1:8080/auth/magic?token=\(t)", DeepLinkRejection.insecureScheme),
      ("http://2130706433:8080/auth/magic?token=\(t)", .insecureScheme),
      ("http://0x7f.0.0.1:8080/auth/magic?token=\(t)", .insecureScheme),
      ("http://[0:0:0:0:0:0:0:1]:8080/auth/magic?token=\(t)", .insecureScheme),
      ("http://localhost.:8080/auth/magic?token=\(t)", .insecureScheme),
      ("http://localhost.evil.com:8080/auth/magic?token=\(t)", .insecureScheme),
      ("http://[::1%25en0]:8080/auth/magic?token=\(t)", .malformed),
      ("http://localhost:9090/auth/magic?token=\(t)", .unexpectedPort),
      ("http://localhost/auth/magic?token=\(t)", .unexpectedPort),  // port 80 not in [8080, 443]
      ("https://localhost:8080/auth/magic?token=\(t)", nil),
    ] as [(String, DeepLinkRejection?)])
  func loopbackSpellings(link: String, expected: DeepLinkRejection?) {
    let result = Fixture.development.parse(link)
    if let expected {
      #expect(result == .failure(expected))
    } else {
      #expect(result == .success(Fixture.magic(t)!))
    }
  }

  @Test func loopbackMustAlsoBeAllowlisted() {
    let parser = DeepLinkParser(
      configuration: DeepLinkConfiguration(
        allowedHosts: ["staging.chatterbox.app"], routes: DeepLinkConfiguration.testRoutes, allowsLoopbackHTTP: true)
    )
    #expect(parser.parse("http://localhost/auth/magic?token=\(t)") == .failure(.hostNotAllowed))
    #expect(parser.parse("http://staging.chatterbox.app/auth/magic?token=\(t)") == .failure(.insecureScheme))
  }

  /// Decision: ignored query items are never decoded, so even `%00` there is harmless and accepted.
  @Test func ignoredItemsAreNotDecoded() {
    let link = "https://\(h)/auth/magic?x=%00&token=\(t)&y=%2e%2e%2f"
    #expect(Fixture.production.parse(link) == .success(Fixture.magic(t)!))
  }

  @Test func multipleQuestionMarksBelongToTheValue() {
    #expect(Fixture.production.parse("https://\(h)/auth/magic?token=\(t)?x=1") == .failure(.invalidToken))
    #expect(Fixture.production.parse("https://\(h)/auth/magic??token=\(t)") == .failure(.missingToken))
  }

  @Test func semicolonIsNotASeparator() {
    #expect(Fixture.production.parse("https://\(h)/auth/magic?x=1;token=\(t)") == .failure(.missingToken))
    #expect(Fixture.production.parse("https://\(h)/auth/magic?token=\(t);x=1") == .failure(.invalidToken))
  }
}
