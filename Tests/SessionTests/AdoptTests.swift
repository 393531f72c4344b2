import Foundation
import Networking
import Session
import Testing

@Suite("X-New-Access-Token", .timeLimit(.minutes(3)))
struct AdoptTests {
  @Test func adoptUpdatesTokenAndExpiryFromTheExpClaim() async throws {
    let harness = Harness()
    await harness.signIn(lifetime: 100)
    let renewed = Fixtures.jwt(sub: Fixtures.ana.id, exp: harness.clock.now.addingTimeInterval(600))
    await harness.controller.adopt(newAccessToken: renewed)
    #expect(try await harness.controller.accessToken() == renewed)

    harness.clock.advance(by: .seconds(539))  // 61 s before the adopted token's exp
    #expect(try await harness.controller.accessToken() == renewed)
    #expect(await harness.server.refreshCount == 0)
    harness.clock.advance(by: .seconds(2))
    #expect(try await harness.controller.accessToken() != renewed)
    #expect(await harness.server.refreshCount == 1)
  }

  static let unreadable: [String] = [
    "not-a-jwt",
    "a.b",
    "a.b.c.d",
    "eyJhbGciOiJIUzI1NiJ9.%%%%.sig",
    "eyJhbGciOiJIUzI1NiJ9.\(Fixtures.base64URL(Data("not json".utf8))).sig",
    "eyJhbGciOiJIUzI1NiJ9.\(Fixtures.base64URL(Data("[1,2]".utf8))).sig",
    "eyJhbGciOiJIUzI1NiJ9.\(Fixtures.base64URL(Data(#"{"exp":"soon"}"#.utf8))).sig",
    "eyJhbGciOiJIUzI1NiJ9.\(Fixtures.base64URL(Data(#"{"exp":-5}"#.utf8))).sig",
    "eyJhbGciOiJIUzI1NiJ9.\(Fixtures.base64URL(Data(#"{"exp":1e300}"#.utf8))).sig",
    "eyJhbGciOiJIUzI1NiJ9.x.sig",  // a base64 length no encoder produces
    "h." + String(repeating: "A", count: 10_000) + ".s",
  ]

  @Test(arguments: unreadable)
  func unreadableExpFallsBackToTheLastLifetime(token: String) async throws {
    let harness = Harness()
    await harness.signIn(lifetime: 900)
    harness.clock.advance(by: .seconds(100))
    await harness.controller.adopt(newAccessToken: token)
    #expect(try await harness.controller.accessToken() == token)
    harness.clock.advance(by: .seconds(839))  // now + 900 - 61
    #expect(try await harness.controller.accessToken() == token)
    harness.clock.advance(by: .seconds(2))
    #expect(try await harness.controller.accessToken() != token)
  }

  @Test func paddedAndUnpaddedPayloadsBothDecode() async throws {
    let harness = Harness()
    await harness.signIn(lifetime: 100)
    let exp = Int(harness.clock.now.timeIntervalSince1970) + 600
    let payload = Data(#"{"exp":\#(exp),"sub":"u_ana"}"#.utf8).base64EncodedString()  // padded, standard alphabet
    let token =
      "eyJhbGciOiJIUzI1NiJ9.\(payload.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")).sig"
    await harness.controller.adopt(newAccessToken: token)
    harness.clock.advance(by: .seconds(500))
    #expect(try await harness.controller.accessToken() == token)
  }

  @Test func tokenForAnotherAccountIsIgnored() async throws {
    let harness = Harness()
    let session = await harness.signIn(Fixtures.ana)
    let bens = Fixtures.jwt(sub: Fixtures.ben.id, exp: harness.clock.now.addingTimeInterval(900))
    await harness.controller.adopt(newAccessToken: bens)
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
  }

  @Test func olderTokenIsIgnored() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 900)
    let older = Fixtures.jwt(sub: Fixtures.ana.id, exp: harness.clock.now.addingTimeInterval(300))
    await harness.controller.adopt(newAccessToken: older)
    #expect(try await harness.controller.accessToken() == session.tokens.accessToken)
  }

  @Test func ignoredWhenSignedOut() async throws {
    let harness = Harness()
    await harness.controller.adopt(
      newAccessToken: Fixtures.jwt(sub: Fixtures.ana.id, exp: harness.clock.now.addingTimeInterval(900)))
    #expect(try await harness.controller.accessToken() == nil)
    #expect(harness.controller.currentState == .signedOut)
  }

  @Test func adoptedTokenAnswersA401ForTheTokenItReplaced() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 100)
    let renewed = Fixtures.jwt(sub: Fixtures.ana.id, exp: harness.clock.now.addingTimeInterval(900))
    await harness.controller.adopt(newAccessToken: renewed)
    #expect(try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) == renewed)
    #expect(await harness.server.refreshCount == 0)
  }

  @Test func adoptAfterAnOfflineLaunchProvidesTheToken() async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    await relaunched.server.script(.failure(.offline))
    await relaunched.controller.restore()
    let renewed = Fixtures.jwt(sub: Fixtures.ana.id, exp: relaunched.clock.now.addingTimeInterval(900))
    await relaunched.controller.adopt(newAccessToken: renewed)
    #expect(try await relaunched.controller.accessToken() == renewed)
    #expect(await relaunched.server.refreshCount == 1)
  }
}
