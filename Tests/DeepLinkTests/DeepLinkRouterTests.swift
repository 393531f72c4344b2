import DeepLink
import Foundation
import Testing

@Suite("Deep-link router")
struct DeepLinkRouterTests {
  let router = DeepLinkRouter(parser: Fixture.production)

  @Test func rejectedLinksAreReturnedAndNeverForwarded() async throws {
    let url = try #require(URL(string: "https://evil.com/auth/magic?token=\(Fixture.token)"))
    #expect(await router.handle(url: url) == .failure(.hostNotAllowed))
    #expect(await router.handle(string: "https://chatterbox.app/auth/magic") == .failure(.missingToken))
    #expect(await !router.buffer.hasPendingRoute)
    let recorder = RouteRecorder()
    await router.attach(recorder.handler)
    #expect(await recorder.routes.isEmpty)
  }

  @Test func coldStartLinkWaitsForAttach() async throws {
    let url = try #require(URL(string: Fixture.customMagicLink))
    #expect(await router.handle(url: url) == .success(.buffered))
    let recorder = RouteRecorder()
    await router.attach(recorder.handler)
    #expect(await recorder.routes == [Fixture.magic(Fixture.token)!])
  }

  @Test func warmLinksGoStraightToTheHandler() async throws {
    let recorder = RouteRecorder()
    await router.attach(recorder.handler)
    #expect(await router.handle(string: "https://chatterbox.app/cues/c_1") == .success(.delivered))
    #expect(await router.handle(url: try #require(URL(string: "chatterbox://cues/c_2"))) == .success(.delivered))
    #expect(await recorder.routes == [.cue(id: "c_1"), .cue(id: "c_2")])

    await router.detach()
    #expect(await router.handle(string: "chatterbox://cues/c_3") == .success(.buffered))
    #expect(await recorder.routes.count == 2)
  }

  @Test func configurationInitBuildsItsOwnParser() async {
    let router = DeepLinkRouter(configuration: .testDevelopment(ports: [8080]))
    #expect(await router.handle(string: "http://localhost:8080/cues/x") == .success(.buffered))
    #expect(await router.handle(string: "http://localhost:8080/cues/x") == .success(.replacedPending))
  }
}
