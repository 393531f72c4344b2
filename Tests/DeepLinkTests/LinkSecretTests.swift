import DeepLink
import Testing

@Suite("Secret redaction and validation")
struct LinkSecretTests {
  let token = LinkSecret(rawValue: Fixture.token, rule: .exactly(43))!

  @Test func fixtureHasTheTestShape() {
    #expect(Fixture.token.utf8.count == 43)
    #expect(LinkValueRule.exactly(43).accepts(Fixture.token.utf8))
  }

  @Test func everyTextualFormIsRedacted() {
    let route = DeepLinkRoute.magicLink(token: token)
    let result: Result<DeepLinkRoute, DeepLinkRejection> = .success(route)
    var dumped = ""
    dump(token, to: &dumped)
    var dumpedRoute = ""
    dump(route, to: &dumpedRoute)
    let renderings = [
      "\(token)", String(describing: token), String(reflecting: token), token.description,
      token.debugDescription, "\(route)", String(reflecting: route), "\(result)", "\([route])",
      "\(Optional(token) as Any)", dumped, dumpedRoute,
    ]
    for text in renderings {
      #expect(!text.contains(Fixture.token), "leaked: \(text.prefix(20))…")
    }
    #expect("\(token)" == "LinkSecret(<redacted>)")
    #expect("\(route)" == "magicLink(secret: LinkSecret(<redacted>))")
    #expect(Mirror(reflecting: token).children.isEmpty)
  }

  @Test func rawValueIsTheOnlyWayOut() {
    #expect(token.rawValue == Fixture.token)
  }

  @Test(arguments: [
    "", "short", String(Fixture.token.dropLast()), Fixture.token + "A",
    String(Fixture.token.dropLast()) + "+", String(Fixture.token.dropLast()) + "é",
  ])
  func invalidRawValuesAreRefused(raw: String) {
    #expect(LinkSecret(rawValue: raw, rule: .exactly(43)) == nil)
  }

  @Test func customLengthAndEquality() {
    #expect(LinkSecret(rawValue: "abc", rule: .exactly(3)) != nil)
    #expect(LinkSecret(rawValue: "abcd", rule: LinkValueRule(lengths: 1...3)) == nil)
    #expect(
      LinkSecret(rawValue: Fixture.token, rule: .exactly(43)) == LinkSecret(rawValue: Fixture.token, rule: .exactly(43))
    )
    #expect(
      LinkSecret(rawValue: Fixture.token, rule: .exactly(43))
        != LinkSecret(rawValue: Fixture.otherToken, rule: .exactly(43)))
  }

  @Test func identifierRoutesPrintTheirID() {
    #expect("\(DeepLinkRoute.cue(id: "c_42"))" == "cue(id: c_42)")
    #expect(DeepLinkRoute.cue(id: "c_42").identifier == "c_42")
    #expect(DeepLinkRoute.cue(id: "c_42").secret == nil)
  }

  @Test func alphabet() {
    let alphabet = TokenAlphabet.base64URL
    #expect(alphabet.containsAll(of: "ABCxyz019-_"))
    for bad in ["+", "/", "=", "%", ".", "~", " ", "é", "\u{0}"] {
      #expect(!alphabet.containsAll(of: bad), "\(bad)")
    }
  }
}
