import DeepLink
import Testing

@Suite("Magic token redaction and validation")
struct MagicLinkTokenTests {
  let token = MagicLinkToken(rawValue: Fixture.token)!

  @Test func fixtureHasTheContractShape() {
    #expect(Fixture.token.utf8.count == MagicLinkToken.contractLength)
    #expect(MagicLinkToken.contractLength == 43)
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
    #expect("\(token)" == "MagicLinkToken(<redacted>)")
    #expect("\(route)" == "magicLink(token: MagicLinkToken(<redacted>))")
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
    #expect(MagicLinkToken(rawValue: raw) == nil)
  }

  @Test func customLengthAndEquality() {
    #expect(MagicLinkToken(rawValue: "abc", length: 3) != nil)
    #expect(MagicLinkToken(rawValue: Fixture.token) == MagicLinkToken(rawValue: Fixture.token))
    #expect(MagicLinkToken(rawValue: Fixture.token) != MagicLinkToken(rawValue: Fixture.otherToken))
  }

  @Test func cueRoutesPrintTheirID() {
    #expect("\(DeepLinkRoute.cue(id: "c_42"))" == "cue(id: c_42)")
  }

  @Test func alphabet() {
    let alphabet = TokenAlphabet.base64URL
    #expect(alphabet.containsAll(of: "ABCxyz019-_"))
    for bad in ["+", "/", "=", "%", ".", "~", " ", "é", "\u{0}"] {
      #expect(!alphabet.containsAll(of: bad), "\(bad)")
    }
  }
}
