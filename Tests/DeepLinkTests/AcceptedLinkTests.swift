import DeepLink
import Foundation
import Testing

private let t = Fixture.token

@Suite("Accepted link shapes")
struct AcceptedLinkTests {
  @Test(arguments: [
    "https://chatterbox.app/auth/magic?token=\(t)",
    "https://www.chatterbox.app/auth/magic?token=\(t)",
    "https://chatterbox.app:443/auth/magic?token=\(t)",
    "HTTPS://CHATTERBOX.APP/auth/magic?token=\(t)",
    "https://ChatterBox.App/auth/magic?token=\(t)",
    "chatterbox://auth/magic?token=\(t)",
    "ChatterBox://auth/magic?token=\(t)",
    "chatterbox://AUTH/magic?token=\(t)",
    // Extra query items are ignored (mail trackers add them), in any position.
    "https://chatterbox.app/auth/magic?utm_source=email&token=\(t)&utm_medium=link",
    "https://chatterbox.app/auth/magic?token=\(t)&",
    "https://chatterbox.app/auth/magic?&&token=\(t)",
    "https://chatterbox.app/auth/magic?Token=x&token=\(t)",
    "https://chatterbox.app/auth/magic?%74oken=x&token=\(t)",
    "https://chatterbox.app/auth/magic?ref=a%20b&token=\(t)",
  ])
  func magicLinks(link: String) throws {
    let route = try Fixture.production.parse(link).get()
    #expect(route == Fixture.magic(Fixture.token))
    #expect(route.secret?.rawValue == Fixture.token)
  }

  @Test(arguments: [
    ("https://chatterbox.app/cues/c_42", "c_42"),
    ("https://www.chatterbox.app/cues/Cue-ID_9", "Cue-ID_9"),
    ("chatterbox://cues/abc", "abc"),
    ("CHATTERBOX://CUES/AbC", "AbC"),  // the custom host is case-insensitive, the id is not
    ("https://chatterbox.app/cues/a", "a"),
    ("https://chatterbox.app/cues/\(String(repeating: "x", count: 64))", String(repeating: "x", count: 64)),
    ("https://chatterbox.app/cues/c_42?from=share", "c_42"),  // query ignored on cue links
    ("https://chatterbox.app/cues/c_42#hints", "c_42"),  // harmless fragment ignored
  ])
  func cueLinks(link: String, id: String) throws {
    #expect(try Fixture.production.parse(link).get() == .cue(id: id))
  }

  @Test(arguments: [
    "http://localhost:8080/auth/magic?token=\(t)",
    "http://127.0.0.1:8080/auth/magic?token=\(t)",
    "http://[::1]:8080/auth/magic?token=\(t)",
    "http://LOCALHOST:8080/auth/magic?token=\(t)",
    "https://staging.chatterbox.app/auth/magic?token=\(t)",
    "https://staging.chatterbox.app:443/auth/magic?token=\(t)",
    "chatterbox://auth/magic?token=\(t)",
  ])
  func developmentLinks(link: String) throws {
    #expect(try Fixture.development.parse(link).get() == Fixture.magic(Fixture.token))
  }

  @Test func urlOverloadMatchesString() throws {
    let url = try #require(URL(string: Fixture.magicLink))
    #expect(try Fixture.production.parse(url).get() == Fixture.magic(Fixture.token))
    #expect(try Fixture.production.route(for: url) == Fixture.magic(Fixture.token))
    let cue = try #require(URL(string: "chatterbox://cues/c_1"))
    #expect(try Fixture.production.route(for: cue) == .cue(id: "c_1"))
  }

  @Test func throwingFormMatchesResultForm() throws {
    #expect(try Fixture.production.route(for: Fixture.customMagicLink) == Fixture.magic(Fixture.token))
    #expect(throws: DeepLinkRejection.missingToken) {
      try Fixture.production.route(for: "https://chatterbox.app/auth/magic")
    }
  }

  @Test func linkOfExactlyMaxLengthIsAccepted() throws {
    let prefix = "https://chatterbox.app/auth/magic?token=\(Fixture.token)&pad="
    let link = prefix + String(repeating: "a", count: 2048 - prefix.utf8.count)
    #expect(link.utf8.count == 2048)
    #expect(try Fixture.production.parse(link).get() == Fixture.magic(Fixture.token))
  }

  @Test func customPathsAndSchemeFromConfiguration() throws {
    let parser = DeepLinkParser(
      configuration: DeepLinkConfiguration(
        allowedHosts: ["Example.COM"],
        routes: [
          .secret("magicLink", path: "/login/link", queryItem: "token", rule: .exactly(8)),
          .identifier("cue", prefix: "/p/", rule: LinkValueRule(lengths: 1...64)),
        ],
        customScheme: "CBX"
      )
    )
    #expect(try parser.parse("https://example.com/login/link?token=abcd-_12").get().tokenLength == 8)
    #expect(try parser.parse("cbx://login/link?token=abcd-_12").get().tokenLength == 8)
    #expect(try parser.parse("cbx://p/x1").get() == .cue(id: "x1"))
    #expect(parser.parse("https://example.com/auth/magic?token=abcd-_12") == .failure(.unknownPath))
    #expect(parser.parse("chatterbox://p/x1") == .failure(.unsupportedScheme))
    #expect(parser.parse("https://example.com/login/link?token=\(Fixture.token)") == .failure(.invalidToken))
  }
}

extension DeepLinkRoute {
  /// Test helper: the token length of a magic-link route, 0 for a cue.
  fileprivate var tokenLength: Int {
    secret?.rawValue.count ?? 0
  }
}
