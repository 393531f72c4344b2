import Foundation
import Networking
import Observability
import Session
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The token read without a hop to the actor (`accessTokenWithoutWaiting()`): it must answer what
/// `accessToken()` would answer without refreshing, and nothing else, through the real `APIClient`.
@Suite("Access token read without waiting", .timeLimit(.minutes(3)))
struct PublishedTokenTests {
  static let environment = APIEnvironment(name: "test", baseURL: URL(string: "https://api.example.com")!)

  /// A client over `controller` whose transport records each request's `Authorization` header
  /// (`"-"` when there was none) and answers 200 with an empty body.
  static func client(for controller: SessionController, seen: LockedValue<[String]>) -> APIClient {
    let transport = HTTPTransport { request in
      seen.withLock { $0.append(request.value(forHTTPHeaderField: "Authorization") ?? "-") }
      let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: [:])!
      return (Data(), response)
    }
    return APIClient(configuration: .init(environment: environment, authorization: controller, transport: transport))
  }

  static let endpoint = Endpoint<EmptyResponse>.rpc("me", isIdempotent: true)

  @Test func aValidTokenIsReadWithoutTheActorUntilTheRefreshMargin() async throws {
    let harness = Harness()
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)  // signed out
    let session = await harness.signIn(lifetime: 300)
    #expect(harness.controller.accessTokenWithoutWaiting() == session.tokens.accessToken)

    harness.clock.advance(by: .seconds(239))  // 61 s left: still good
    #expect(harness.controller.accessTokenWithoutWaiting() == session.tokens.accessToken)
    harness.clock.advance(by: .seconds(1))  // 60 s left: due, so only the actor may answer (and refresh)
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    let fresh = try #require(try await harness.controller.accessToken())
    #expect(fresh != session.tokens.accessToken)
    #expect(harness.controller.accessTokenWithoutWaiting() == fresh)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func concurrentRequestsWithAValidTokenSendNoRefresh() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    let seen = LockedValue<[String]>([])
    let client = Self.client(for: harness.controller, seen: seen)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<200 { group.addTask { _ = try await client.send(Self.endpoint) } }
      try await group.waitForAll()
    }
    #expect(seen.value.count == 200)
    #expect(Set(seen.value) == ["Bearer \(session.tokens.accessToken)"])
    #expect(await harness.server.refreshCount == 0)
  }

  @Test func anExpiredTokenStillRefreshesOnceForConcurrentRequests() async throws {
    let harness = Harness()
    let session = await harness.signIn(lifetime: 300)
    harness.clock.advance(by: .seconds(1_000))  // expired
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    let seen = LockedValue<[String]>([])
    let client = Self.client(for: harness.controller, seen: seen)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { _ = try await client.send(Self.endpoint) } }
      try await group.waitForAll()
    }
    #expect(await harness.server.refreshCount == 1)
    let fresh = try #require(await harness.server.issuedAccessTokens.last)
    #expect(Set(seen.value) == ["Bearer \(fresh)"])
    #expect(!seen.value.contains("Bearer \(session.tokens.accessToken)"))
    #expect(harness.controller.accessTokenWithoutWaiting() == fresh)
  }

  @Test func aRefusedTokenIsWithdrawnWhileItsRefreshRuns() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    await harness.server.holdRefreshes()
    let refresh = Task { try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()
    // The refused token is no longer handed out; requests wait for the refresh instead.
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    let waiting = Task { try await harness.controller.accessToken() }
    await harness.server.releaseAll()
    let fresh = try await refresh.value
    #expect(try await waiting.value == fresh)
    #expect(harness.controller.accessTokenWithoutWaiting() == fresh)
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func signOutWithdrawsTheTokenBeforeAnyLaterRequestCanReadIt() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    let seen = LockedValue<[String]>([])
    let client = Self.client(for: harness.controller, seen: seen)
    _ = try await client.send(Self.endpoint)
    #expect(seen.value == ["Bearer \(session.tokens.accessToken)"])

    // Hold sign-out inside its cache cleaner: it has begun but not returned or published.
    let cleanerRunning = LockedValue(false)
    let releaseCleaner = LockedValue(false)
    await harness.controller.registerCacheCleaner(id: "slow") {
      cleanerRunning.withLock { $0 = true }
      while !releaseCleaner.value { await Task.yield() }
    }
    let signOut = Task { await harness.controller.signOut() }
    while !cleanerRunning.value { await Task.yield() }
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))  // not yet published
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    // A request during sign-out fails before it is sent: it neither carries the token nor goes without one.
    await #expect(throws: NetworkError.unauthorized(code: nil)) { _ = try await client.send(Self.endpoint) }

    releaseCleaner.withLock { $0 = true }
    await signOut.value
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
    await #expect(throws: NetworkError.unauthorized(code: nil)) { _ = try await client.send(Self.endpoint) }
    #expect(seen.value == ["Bearer \(session.tokens.accessToken)"])
  }

  @Test func aNewSessionReplacesTheTokenAndAnExpiredOneWithdrawsIt() async throws {
    let harness = Harness()
    let anas = await harness.signIn(Fixtures.ana)
    await harness.signIn(Fixtures.ben, refresh: "refresh-secret-50")
    let bens = try #require(harness.controller.accessTokenWithoutWaiting())
    #expect(bens != anas.tokens.accessToken)

    let adopted = Fixtures.jwt(sub: Fixtures.ben.id, exp: harness.clock.now.addingTimeInterval(1_800))
    await harness.controller.adopt(newAccessToken: adopted)
    #expect(harness.controller.accessTokenWithoutWaiting() == adopted)

    await harness.server.script(.failure(.unauthorized(code: "refresh_token_invalid")))
    await #expect(throws: NetworkError.unauthorized(code: "refresh_token_invalid")) {
      _ = try await harness.controller.refreshAccessToken(rejected: adopted)
    }
    #expect(harness.controller.currentState == .expired)
    #expect(harness.controller.accessTokenWithoutWaiting() == nil)
  }
}
