import DeepLink
import Testing

private let t = Fixture.token
private let h = Fixture.host

@Suite("Every rejection reason")
struct RejectionTests {
  static let cases: [LinkCase] = [
    LinkCase("2049 bytes", "https://\(h)/auth/magic?token=\(t)&pad=" + String(repeating: "a", count: 2049), .tooLong),
    LinkCase("a megabyte", String(repeating: "a", count: 1 << 20), .tooLong),
    LinkCase("long non-ASCII counts bytes", "https://\(h)/cues/" + String(repeating: "é", count: 1100), .tooLong),

    LinkCase("empty", "", .malformed),
    LinkCase("no scheme", "//\(h)/auth/magic?token=\(t)", .malformed),
    LinkCase("no slashes after scheme", "https:\(h)/auth/magic?token=\(t)", .malformed),
    LinkCase("custom scheme without slashes", "chatterbox:auth/magic?token=\(t)", .malformed),
    LinkCase("empty host", "https:///auth/magic?token=\(t)", .malformed),
    LinkCase("empty custom host", "chatterbox:///auth/magic?token=\(t)", .malformed),
    LinkCase("space", "https://\(h)/auth/magic?token= \(t)", .malformed),
    LinkCase("bad escape", "https://\(h)/auth/magic?token=\(t)&x=%zz", .malformed),
    LinkCase("truncated escape", "https://\(h)/cues/abc%4", .malformed),
    LinkCase("empty port", "https://\(h):/auth/magic?token=\(t)", .malformed),
    LinkCase("letters in port", "https://\(h):44a/auth/magic?token=\(t)", .malformed),
    LinkCase("two colons", "https://\(h):443:443/auth/magic?token=\(t)", .malformed),
    LinkCase("second hash", "https://\(h)/cues/a#b#c", .malformed),
    LinkCase("bracket in path", "https://\(h)/cues/[a]", .malformed),
    LinkCase("unclosed IPv6", "https://[::1/auth/magic?token=\(t)", .malformed),
    LinkCase("scheme starts with digit", "1https://\(h)/auth/magic?token=\(t)", .malformed),

    LinkCase("javascript", "javascript:alert(1)", .unsupportedScheme),
    LinkCase("ftp", "ftp://\(h)/auth/magic?token=\(t)", .unsupportedScheme),
    LinkCase("file", "file:///etc/passwd", .unsupportedScheme),
    LinkCase("lookalike custom scheme", "chatterbox-dev://auth/magic?token=\(t)", .unsupportedScheme),
    LinkCase("data", "data:text/html,hi", .unsupportedScheme),

    LinkCase("http production host", "http://\(h)/auth/magic?token=\(t)", .insecureScheme),
    LinkCase("http loopback without dev flag", "http://localhost/auth/magic?token=\(t)", .insecureScheme),
    LinkCase("http uppercase scheme", "HTTP://\(h)/cues/a", .insecureScheme),

    LinkCase("unknown host", "https://evil.com/auth/magic?token=\(t)", .hostNotAllowed),
    LinkCase("suffix trick", "https://\(h).evil.com/auth/magic?token=\(t)", .hostNotAllowed),
    LinkCase("prefix trick", "https://evil\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    LinkCase("subdomain not listed", "https://api.\(h)/auth/magic?token=\(t)", .hostNotAllowed),
    LinkCase("trailing dot", "https://\(h)./auth/magic?token=\(t)", .hostNotAllowed),

    LinkCase("user before allowed host", "https://evil.com@\(h)/auth/magic?token=\(t)", .userInfoPresent),
    LinkCase("allowed host as user", "https://\(h)@evil.com/auth/magic?token=\(t)", .userInfoPresent),
    LinkCase("user and password", "https://a:b@\(h)/auth/magic?token=\(t)", .userInfoPresent),
    LinkCase("custom scheme user", "chatterbox://x@auth/magic?token=\(t)", .userInfoPresent),

    LinkCase("other port", "https://\(h):8443/auth/magic?token=\(t)", .unexpectedPort),
    LinkCase("http port on https", "https://\(h):80/auth/magic?token=\(t)", .unexpectedPort),
    LinkCase("leading zero", "https://\(h):0443/auth/magic?token=\(t)", .unexpectedPort),
    LinkCase("out of range", "https://\(h):65979/auth/magic?token=\(t)", .unexpectedPort),
    LinkCase("huge", "https://\(h):99999999999999999999999/auth/magic?token=\(t)", .unexpectedPort),
    LinkCase("custom scheme port", "chatterbox://auth:443/magic?token=\(t)", .unexpectedPort),

    LinkCase("root", "https://\(h)/", .unknownPath),
    LinkCase("no path", "https://\(h)?token=\(t)", .unknownPath),
    LinkCase("trailing slash", "https://\(h)/auth/magic/?token=\(t)", .unknownPath),
    LinkCase("case", "https://\(h)/Auth/Magic?token=\(t)", .unknownPath),
    LinkCase("encoded letter", "https://\(h)/auth/%6dagic?token=\(t)", .unknownPath),
    LinkCase("encoded slash", "https://\(h)/auth%2fmagic?token=\(t)", .unknownPath),
    LinkCase("dot segment", "https://\(h)/auth/./magic?token=\(t)", .unknownPath),
    LinkCase("double slash", "https://\(h)//auth/magic?token=\(t)", .unknownPath),
    LinkCase("custom host only", "chatterbox://auth?token=\(t)", .unknownPath),
    LinkCase("custom unknown host", "chatterbox://evil/magic?token=\(t)", .unknownPath),
    LinkCase("custom IP host", "chatterbox://[::1]/auth/magic?token=\(t)", .unknownPath),
    LinkCase("cues without slash", "https://\(h)/cues", .unknownPath),

    LinkCase("no query", "https://\(h)/auth/magic", .missingToken),
    LinkCase("empty query", "https://\(h)/auth/magic?", .missingToken),
    LinkCase("other items only", "https://\(h)/auth/magic?utm_source=mail", .missingToken),
    LinkCase("name case differs", "chatterbox://auth/magic?Token=\(t)", .missingToken),
    LinkCase("encoded name", "https://\(h)/auth/magic?%74oken=\(t)", .missingToken),

    LinkCase("same token twice", "https://\(h)/auth/magic?token=\(t)&token=\(t)", .duplicateToken),
    LinkCase("two tokens", "chatterbox://auth/magic?token=\(t)&token=\(Fixture.otherToken)", .duplicateToken),
    LinkCase("second one empty", "https://\(h)/auth/magic?token=\(t)&token", .duplicateToken),

    LinkCase("empty value", "https://\(h)/auth/magic?token=", .invalidToken),
    LinkCase("no value", "https://\(h)/auth/magic?token", .invalidToken),
    LinkCase("too short", "https://\(h)/auth/magic?token=\(t.dropLast())", .invalidToken),
    LinkCase("too long", "https://\(h)/auth/magic?token=\(t)A", .invalidToken),
    LinkCase("plus", "https://\(h)/auth/magic?token=\(t.dropLast())+", .invalidToken),
    LinkCase("padding", "https://\(h)/auth/magic?token=\(t.dropLast())=", .invalidToken),
    LinkCase("percent-encoded char", "https://\(h)/auth/magic?token=%41\(t.dropFirst())", .invalidToken),
    LinkCase("dot", "https://\(h)/auth/magic?token=\(t.dropLast()).", .invalidToken),

    LinkCase("token in fragment", "https://\(h)/auth/magic#token=\(t)", .tokenInFragment),
    LinkCase("token in query and fragment", "https://\(h)/auth/magic?token=\(t)#token=\(t)", .tokenInFragment),
    LinkCase("any fragment on magic link", "https://\(h)/auth/magic?token=\(t)#welcome", .tokenInFragment),
    LinkCase("empty fragment on magic link", "chatterbox://auth/magic?token=\(t)#", .tokenInFragment),
    LinkCase("token fragment on cue link", "https://\(h)/cues/c1#TOKEN=\(t)", .tokenInFragment),
    LinkCase("token fragment on unknown path", "https://\(h)/welcome#token=\(t)", .tokenInFragment),

    LinkCase("empty id", "https://\(h)/cues/", .invalidID),
    LinkCase("65 chars", "https://\(h)/cues/" + String(repeating: "x", count: 65), .invalidID),
    LinkCase("dot dot", "https://\(h)/cues/..", .invalidID),
    LinkCase("encoded dot dot", "https://\(h)/cues/%2e%2e", .invalidID),
    LinkCase("nested", "chatterbox://cues/a/b", .invalidID),
    LinkCase("encoded slash", "https://\(h)/cues/a%2fb", .invalidID),
    LinkCase("trailing slash", "https://\(h)/cues/abc/", .invalidID),
  ]

  @Test(arguments: cases)
  func rejects(_ link: LinkCase) {
    #expect(Fixture.production.parse(link.input) == .failure(link.expected), "\(link.label)")
  }

  @Test func everyReasonHasAtLeastTwoExamples() {
    for reason in DeepLinkRejection.allCases {
      let count = Self.cases.filter { $0.expected == reason }.count
      #expect(count >= 2, "\(reason.messageKey) has \(count) example(s)")
    }
  }

  @Test func messageKeysAreStableAndDistinct() {
    let keys = DeepLinkRejection.allCases.map(\.messageKey)
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { $0.hasPrefix("deeplink.rejected.") })
    #expect(DeepLinkRejection.invalidToken.messageKey == "deeplink.rejected.invalid_token")
    #expect(DeepLinkRejection.tokenInFragment.messageKey == "deeplink.rejected.token_in_fragment")
    #expect(DeepLinkRejection.invalidID.messageKey == "deeplink.rejected.invalid_id")
  }

  @Test func descriptionsNeverContainTheInput() {
    for link in Self.cases {
      guard case .failure(let rejection) = Fixture.production.parse(link.input) else { continue }
      #expect(!"\(rejection)".contains(Fixture.token))
      #expect(!String(reflecting: rejection).contains(Fixture.token))
      #expect(!"\(rejection)".isEmpty)
    }
  }
}
