import DeepLink
import Testing

private let t = Fixture.token

@Suite("Configuration presets and port rules")
struct ConfigurationTests {
  @Test func productionDefaults() {
    let configuration = DeepLinkConfiguration.testProduction(hosts: ["chatterbox.app"])
    #expect(configuration.allowedHosts == ["chatterbox.app"])
    #expect(configuration.routes == DeepLinkConfiguration.testRoutes)
    #expect(configuration.customScheme == "chatterbox")
    #expect(configuration.allowsLoopbackHTTP == false)
    #expect(configuration.allowedPorts.isEmpty)
    #expect(configuration.maxURLLength == 2048)
    #expect(DeepLinkConfiguration(allowedHosts: [], routes: []).customScheme == nil)
  }

  @Test func developmentDefaults() {
    let configuration = DeepLinkConfiguration.testDevelopment(ports: [8080])
    #expect(configuration.allowedHosts == ["localhost", "127.0.0.1", "::1"])
    #expect(configuration.allowsLoopbackHTTP)
    #expect(configuration.allowedPorts == [8080])
    let parser = DeepLinkParser(configuration: configuration)
    #expect(parser.parse("http://localhost:8080/cues/a") == .success(.cue(id: "a")))
    #expect(parser.parse("http://localhost/cues/a") == .failure(.unexpectedPort))
  }

  @Test func emptyPortSetMeansSchemeDefaultOnly() {
    let https = DeepLinkParser(configuration: .testProduction(hosts: ["a.test"]))
    #expect(https.parse("https://a.test/cues/x") == .success(.cue(id: "x")))
    #expect(https.parse("https://a.test:443/cues/x") == .success(.cue(id: "x")))
    #expect(https.parse("https://a.test:80/cues/x") == .failure(.unexpectedPort))
    let http = DeepLinkParser(configuration: .testDevelopment(hosts: ["localhost"]))
    #expect(http.parse("http://localhost/cues/x") == .success(.cue(id: "x")))
    #expect(http.parse("http://localhost:80/cues/x") == .success(.cue(id: "x")))
    #expect(http.parse("http://localhost:443/cues/x") == .failure(.unexpectedPort))
    #expect(http.parse("https://localhost/cues/x") == .success(.cue(id: "x")))
  }

  @Test func nonEmptyPortSetIsExact() {
    let parser = DeepLinkParser(
      configuration: DeepLinkConfiguration(
        allowedHosts: ["a.test"], routes: DeepLinkConfiguration.testRoutes, allowedPorts: [8443]))
    #expect(parser.parse("https://a.test:8443/cues/x") == .success(.cue(id: "x")))
    #expect(parser.parse("https://a.test/cues/x") == .failure(.unexpectedPort))
    #expect(parser.parse("https://a.test:443/cues/x") == .failure(.unexpectedPort))
  }

  @Test func hostsAreNormalisedAtInit() {
    let parser = DeepLinkParser(configuration: .testProduction(hosts: ["Chatterbox.APP", "[::1]"]))
    #expect(parser.parse("https://chatterbox.app/cues/x") == .success(.cue(id: "x")))
    #expect(parser.parse("https://[::1]/cues/x") == .success(.cue(id: "x")))
    #expect(parser.parse("https://[::1]:443/cues/x") == .success(.cue(id: "x")))
  }

  @Test func maxLengthIsConfigurable() {
    var configuration = DeepLinkConfiguration.testProduction(hosts: ["a.test"])
    configuration.maxURLLength = 20
    let parser = DeepLinkParser(configuration: configuration)
    #expect(parser.parse("https://a.test/cues/x") == .failure(.tooLong))  // 21 bytes
    #expect(parser.parse("https://a.test/cues/") == .failure(.invalidID))  // 20 bytes
  }

  @Test func emptyAllowlistRejectsEveryWebLinkButKeepsTheCustomScheme() {
    let parser = DeepLinkParser(configuration: .testProduction(hosts: []))
    #expect(parser.parse("https://chatterbox.app/cues/x") == .failure(.hostNotAllowed))
    #expect(parser.parse("chatterbox://cues/x") == .success(.cue(id: "x")))
  }
}
