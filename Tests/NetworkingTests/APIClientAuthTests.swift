import Foundation
import Networking
import Testing

@Suite("APIClient authorization")
struct APIClientAuthTests {
  /// Accepts only the token currently considered valid.
  static func server(validToken: String) -> TestServer {
    TestServer { request, _ in
      request.value(forHTTPHeaderField: "Authorization") == "Bearer \(validToken)"
        ? TestServer.json(#"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#)
        : TestServer.json(#"{"code":"token_expired","message":"expired"}"#, status: 401)
    }
  }

  @Test func injectsBearerToken() async throws {
    let server = Self.server(validToken: "token-1")
    let provider = CountingTokenProvider()
    _ = try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    #expect(server.requests.value.first?.value(forHTTPHeaderField: "Authorization") == "Bearer token-1")
    #expect(await provider.refreshCount == 0)
  }

  @Test func publicEndpointsCarryNoToken() async throws {
    let server = TestServer { _, _ in TestServer.json("{}") }
    _ = try await server.client(authorization: CountingTokenProvider()).send(
      Endpoint<EmptyResponse>.rpc("app_config", requiresAuth: false))
    #expect(server.requests.value.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  /// A refresh that failed without the token being refused kept the session, so the request fails with
  /// what happened (an unreadable refresh answer, a 400 the provider does not count as a refusal), never
  /// "signed out"; only the provider's `.unauthorized`, or an error that is not a `NetworkError`, reads so.
  @Test(arguments: [
    (NetworkError.decoding(details: "bad refresh answer"), NetworkError.decoding(details: "bad refresh answer")),
    (.server(status: 400, code: "bad_request", message: nil), .server(status: 400, code: "bad_request", message: nil)),
    (.identityChanged, .identityChanged),
    (.unauthorized(code: "token_revoked"), .unauthorized(code: "token_revoked")),
  ])
  func aFailedRefreshKeepsItsOwnError(thrown: NetworkError, expected: NetworkError) async throws {
    let server = Self.server(validToken: "token-2")
    let provider = CountingTokenProvider(refreshResult: { _ in throw thrown })
    await #expect(throws: expected) {
      _ = try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    }
    #expect(await provider.refreshCount == 1)
  }

  @Test func aProviderErrorOfAnotherTypeReadsUnauthorized() async throws {
    struct NoToken: Error {}
    let server = Self.server(validToken: "token-2")
    let provider = CountingTokenProvider(refreshResult: { _ in throw NoToken() })
    await #expect(throws: NetworkError.unauthorized(code: nil)) {
      _ = try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    }
  }

  @Test func unauthorizedRefreshesOnceAndReplays() async throws {
    let server = Self.server(validToken: "token-2")
    let provider = CountingTokenProvider()
    let greeting = try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    #expect(greeting.messageText == "ok")
    #expect(await provider.refreshCount == 1)
    #expect(
      server.requests.value.map { $0.value(forHTTPHeaderField: "Authorization") } == [
        "Bearer token-1", "Bearer token-2",
      ])
  }

  @Test func hundredConcurrentUnauthorizedShareOneRefresh() async throws {
    let server = Self.server(validToken: "token-2")
    let provider = CountingTokenProvider()
    let client = server.client(authorization: provider)
    try await withThrowingTaskGroup(of: Greeting.self) { group in
      for _ in 0..<100 { group.addTask { try await client.send(Endpoint<Greeting>.rpc("me")) } }
      var count = 0
      for try await _ in group { count += 1 }
      #expect(count == 100)
    }
    #expect(await provider.refreshCount == 1)
  }

  @Test func refusedRefreshIsUnauthorized() async throws {
    let server = Self.server(validToken: "never")
    let provider = CountingTokenProvider { _ in throw NetworkError.unauthorized(code: "refresh_token_reused") }
    await #expect(throws: NetworkError.unauthorized(code: "refresh_token_reused")) {
      try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    }
  }

  @Test func offlineRefreshIsNotASignOut() async throws {
    let server = Self.server(validToken: "never")
    let provider = CountingTokenProvider { _ in throw NetworkError.offline }
    await #expect(throws: NetworkError.offline) {
      try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    }
  }

  @Test func secondUnauthorizedAfterRefreshGivesUp() async throws {
    let server = Self.server(validToken: "never")
    let provider = CountingTokenProvider()
    await #expect(throws: NetworkError.unauthorized(code: "token_expired")) {
      try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    }
    #expect(server.requests.value.count == 2)
    #expect(await provider.refreshCount == 1)
  }

  @Test func adoptsNewAccessTokenHeader() async throws {
    let server = TestServer { _, _ in
      TestServer.json(
        #"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#, headers: ["X-New-Access-Token": "token-fresh"])
    }
    let provider = CountingTokenProvider()
    _ = try await server.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    #expect(await provider.adopted == ["token-fresh"])
    #expect(await provider.token == "token-fresh")
  }

  @Test func aTokenReadWithoutWaitingSkipsTheProviderActorAndA401StillRefreshes() async throws {
    let server = Self.server(validToken: "token-1")
    let provider = SynchronousTokenProvider(token: "token-1")
    let client = server.client(authorization: provider)
    for _ in 0..<5 { _ = try await client.send(Endpoint<Greeting>.rpc("me")) }
    #expect(await provider.asked == 0)  // never hopped to the actor

    provider.published.withLock { $0 = nil }  // e.g. near expiry: the actor must answer
    _ = try await client.send(Endpoint<Greeting>.rpc("me"))
    #expect(await provider.asked == 1)

    // Refused: the client refreshes through the provider and replays with what it then publishes.
    let refusing = Self.server(validToken: "token-2")
    provider.published.withLock { $0 = "token-1" }
    _ = try await refusing.client(authorization: provider).send(Endpoint<Greeting>.rpc("me"))
    #expect(await provider.refreshCount == 1)
    #expect(
      refusing.requests.value.map { $0.value(forHTTPHeaderField: "Authorization") } == [
        "Bearer token-1", "Bearer token-2",
      ])
  }
}

/// A provider that publishes its token for reads without waiting, as the Session module does, and
/// counts the calls that did reach the actor.
actor SynchronousTokenProvider: AuthorizationProvider {
  let published: LockedValue<String?>
  private(set) var asked = 0
  private(set) var refreshCount = 0
  private var token: String

  init(token: String) {
    self.token = token
    published = LockedValue(token)
  }

  nonisolated func accessTokenWithoutWaiting() -> String? { published.value }

  func accessToken() async throws -> String? {
    asked += 1
    return token
  }

  func refreshAccessToken(rejected: String) async throws -> String {
    refreshCount += 1
    token = "token-\(refreshCount + 1)"
    published.withLock { $0 = token }
    return token
  }

  func adopt(newAccessToken: String) async {}
}
