import AppFeature
import DeepLink
import Testing

/// The app's own links on top of DeepLink's generic routes: the magic link and the cue link read
/// as before (`chatterbox open`'s behaviour rests on these).
@Suite("App links")
struct AppLinkTests {
  static let token = "q1W2e3R4t5Y6u7I8o9P0a_S-dFgHjKlZxCvBnMqWeRt"
  let links = AppLinkParser(
    configuration: DeepLinkConfiguration(
      allowedHosts: ["chatterbox.app"], routes: AppLink.routes(), customScheme: AppLink.customScheme))

  @Test func magicAndCueLinks() throws {
    guard case .success(.magicLink(let token)) = links.parse("https://chatterbox.app/auth/magic?token=\(Self.token)")
    else {
      Issue.record("not a magic link")
      return
    }
    #expect(token.rawValue == Self.token)
    #expect(links.parse("chatterbox://auth/magic?token=\(Self.token)") == .success(.magicLink(token: token)))
    #expect(links.parse("https://chatterbox.app/cues/c_42") == .success(.cue(id: "c_42")))
    #expect(links.parse("chatterbox://cues/c_42") == .success(.cue(id: "c_42")))
  }

  @Test func rejectionsKeepTheirKeys() {
    #expect(links.parse("https://chatterbox.app/auth/magic?token=short") == .failure(.invalidToken))
    #expect(links.parse("https://chatterbox.app/cues/%2e%2e") == .failure(.invalidID))
    #expect(links.parse("https://evil.com/cues/a") == .failure(.hostNotAllowed))
    #expect(links.parse("https://chatterbox.app/cues/a#token=x") == .failure(.tokenInFragment))
  }

  @Test func aRouteTheAppDoesNotKnowIsAnUnknownPath() {
    let other = AppLinkParser(
      configuration: DeepLinkConfiguration(
        allowedHosts: ["chatterbox.app"], routes: [.identifier("item", prefix: "/items/", rule: AppLink.cueIDRule)]))
    #expect(other.parse("https://chatterbox.app/items/a") == .failure(.unknownPath))
    #expect(AppLink(DeepLinkRoute(name: "cue", value: .identifier("a"))) == .cue(id: "a"))
    #expect(AppLink(DeepLinkRoute(name: "cue", value: .secret(LinkSecret(rawValue: "a", rule: .exactly(1))!))) == nil)
  }

  @Test func theEnvironmentsMagicLinkPathIsUsed() {
    let custom = AppLinkParser(
      configuration: DeepLinkConfiguration(allowedHosts: ["a.test"], routes: AppLink.routes(magicLinkPath: "/login")))
    #expect(custom.parse("https://a.test/login?token=\(Self.token)").map { _ in true } == .success(true))
    #expect(custom.parse("https://a.test/auth/magic?token=\(Self.token)") == .failure(.unknownPath))
  }
}
