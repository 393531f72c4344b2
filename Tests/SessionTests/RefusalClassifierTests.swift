import Foundation
import Networking
import Session
import Storage
import TestSupport
import Testing

/// Which failed refresh ends a session is the host's call (ADR 0024): by default a 401, or an RFC
/// 6749 `400 invalid_grant`; never a network failure, a 429 or a 5xx, whatever the host says.
@Suite("Refresh refusals", .timeLimit(.minutes(3)))
struct RefusalClassifierTests {
  @Test func theStandardClassifierFollowsRFC6749() {
    let standard = RefreshRefusalClassifier.standard
    #expect(standard.isRefusal(.unauthorized(code: nil)))
    #expect(standard.isRefusal(.unauthorized(code: "refresh_token_reused")))
    #expect(standard.isRefusal(.server(status: 400, code: "invalid_grant", message: "revoked")))
    #expect(!standard.isRefusal(.server(status: 400, code: "invalid_request", message: nil)))
    #expect(!standard.isRefusal(.server(status: 400, code: "invalid_client", message: nil)))
    #expect(!standard.isRefusal(.server(status: 400, code: nil, message: nil)))
    #expect(!standard.isRefusal(.server(status: 500, code: "invalid_grant", message: nil)))
    #expect(!standard.isRefusal(.offline))
    #expect(
      !RefreshRefusalClassifier.unauthorizedOnly.isRefusal(.server(status: 400, code: "invalid_grant", message: nil)))
  }

  @Test func invalidGrantEndsTheSessionForThisProcessAndTheNext() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "session-refusal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try LoopbackTokenServer(lifetime: 60)
    defer { server.stop() }
    let session = SessionController(client: server.refreshClient(), store: FileSecureStore(directory: folder))
    await server.signIn(session)
    let rejected = try #require(try await session.accessToken())

    server.revokeAll()
    await #expect(throws: NetworkError.unauthorized(code: "invalid_grant")) {
      _ = try await session.refreshAccessToken(rejected: rejected)
    }
    #expect(session.currentState == .expired)
    #expect(server.tokenRequests.count == 1)

    // Later requests find no session: no token, and no further refresh is tried.
    #expect(try await session.accessToken() == nil)
    #expect(session.accessTokenWithoutWaiting() == nil)
    await #expect(throws: NetworkError.unauthorized(code: nil)) {
      _ = try await session.refreshAccessToken(rejected: rejected)
    }
    let api = server.resourceAPI(session)
    await #expect(throws: NetworkError.self) {
      _ = try await api.send(Endpoint<EmptyResponse>(path: "/resource", method: .get))
    }
    #expect(server.tokenRequests.count == 1, "one refresh in all: the refused one")

    // The next process starts signed out.
    let next = SessionController(client: server.refreshClient(), store: FileSecureStore(directory: folder))
    #expect(await next.restore() == .signedOut)
    #expect(server.tokenRequests.count == 1)
  }

  @Test func invalidGrantAtLaunchExpiresAndClearsTheStore() async throws {
    let server = try LoopbackTokenServer(lifetime: 60)
    defer { server.stop() }
    let store = InMemorySecureStore()
    let first = SessionController(client: server.refreshClient(), store: store)
    await server.signIn(first)
    server.revokeAll()
    // A relaunch after the access token died: the launch refresh is refused.
    let relaunched = SessionController(
      client: server.refreshClient(), store: store, time: TestClock(start: Date().addingTimeInterval(3_600)).source)
    #expect(await relaunched.restore() == .expired)
    #expect(try store.data(for: "session.credentials") == nil)
    #expect(await SessionController(client: server.refreshClient(), store: store).restore() == .signedOut)
  }

  static let keeping: [(status: Int, json: String)] = [
    (400, #"{"error":"invalid_request"}"#), (400, #"{"error":"unsupported_grant_type"}"#), (400, "not json"),
    (500, #"{"error":"invalid_grant"}"#), (503, "{}"),
  ]

  @Test(arguments: keeping)
  func otherAnswersKeepTheSession(status: Int, json: String) async throws {
    let server = try LoopbackTokenServer(lifetime: 60)
    defer { server.stop() }
    let store = InMemorySecureStore()
    let session = SessionController(client: server.refreshClient(), store: store)
    await server.signIn(session)
    let rejected = try #require(try await session.accessToken())
    let stored = try store.data(for: "session.credentials")

    server.script(.status(status, json: json))
    await #expect(throws: NetworkError.self) { _ = try await session.refreshAccessToken(rejected: rejected) }
    #expect(session.currentState == .signedIn(Fixtures.ana))
    #expect(try store.data(for: "session.credentials") == stored)
    // The refresh token is still good: the next refresh uses it and succeeds.
    #expect(try await session.refreshAccessToken(rejected: rejected) != rejected)
  }

  @Test func aNetworkFailureKeepsTheSession() async throws {
    let server = try LoopbackTokenServer(lifetime: 60)
    let session = SessionController(client: server.refreshClient(), store: InMemorySecureStore())
    await server.signIn(session)
    let rejected = try #require(try await session.accessToken())
    server.stop()  // nobody answers any more
    await #expect(throws: NetworkError.self) { _ = try await session.refreshAccessToken(rejected: rejected) }
    #expect(session.currentState == .signedIn(Fixtures.ana))
  }

  @Test(arguments: [
    NetworkError.offline, .timeout, .cancelled, .rateLimited(retryAfter: nil),
    .server(status: 503, code: "invalid_grant", message: nil),
  ])
  func noClassifierCanEndASessionOverTheNetwork(error: NetworkError) async throws {
    let harness = Harness()
    var client = harness.server.client
    client.refusalClassifier = RefreshRefusalClassifier { _ in true }  // a careless host
    let controller = SessionController(client: client, store: harness.store, time: harness.clock.source)
    let session = Fixtures.session(expiresAt: harness.clock.now.addingTimeInterval(900))
    await controller.signIn(session)
    await harness.server.script(.failure(error))
    await #expect(throws: error) { _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    #expect(controller.currentState == .signedIn(Fixtures.ana))
  }

  @Test func aHostClassifierDecidesTheRest() async throws {
    let harness = Harness()
    var client = harness.server.client
    client.refusalClassifier = RefreshRefusalClassifier { $0 == .forbidden(code: "token_revoked") }
    let controller = SessionController(client: client, store: harness.store, time: harness.clock.source)
    let session = Fixtures.session(expiresAt: harness.clock.now.addingTimeInterval(900))
    await controller.signIn(session)

    // Not a refusal for this host: a 401 keeps the session.
    await harness.server.script(.failure(.unauthorized(code: "whatever")))
    _ = try? await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(controller.currentState == .signedIn(Fixtures.ana))

    await harness.server.script(.failure(.forbidden(code: "token_revoked")))
    await #expect(throws: NetworkError.unauthorized(code: "token_revoked")) {
      _ = try await controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }
    #expect(controller.currentState == .expired)
    #expect(try harness.store.data(for: Harness.storageKey) == nil)
  }
}
