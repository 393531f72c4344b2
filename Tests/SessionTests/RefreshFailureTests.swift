import Foundation
import Networking
import Session
import Testing

@Suite("Refresh failures", .timeLimit(.minutes(3)))
struct RefreshFailureTests {
  static let transient: [NetworkError] = [
    .offline, .timeout, .cancelled, .rateLimited(retryAfter: 5),
    .server(status: 500, code: "internal", message: nil), .server(status: 503, code: "unavailable", message: nil),
    .decoding(details: "bad body"), .invalidResponse, .forbidden(code: "forbidden"),
  ]

  @Test(arguments: transient)
  func networkTroubleNeverSignsOut(error: NetworkError) async throws {
    let harness = Harness()
    let session = await harness.signIn()
    var states = harness.controller.states().makeAsyncIterator()
    await harness.server.script(.failure(error))

    await #expect(throws: error) {
      _ = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
    #expect(harness.storedRefreshToken == "refresh-secret-1")
    #expect(await states.take(3) == [.signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .signedIn(Fixtures.ana)])

    // The refresh token is still good: the next attempt uses it and succeeds.
    let fresh = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(fresh != session.tokens.accessToken)
    #expect(await harness.server.refreshCalls == ["refresh-secret-1", "refresh-secret-1"])
  }

  @Test(arguments: ["refresh_token_invalid", "refresh_token_reused", "refresh_token_expired", nil] as [String?])
  func serverRefusalExpiresTheSession(code: String?) async throws {
    let harness = Harness()
    let session = await harness.signIn()
    var states = harness.controller.states().makeAsyncIterator()
    await harness.server.script(.failure(.unauthorized(code: code)))

    await #expect(throws: NetworkError.unauthorized(code: code)) {
      _ = try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }
    #expect(harness.controller.currentState == .expired)
    #expect(try harness.store.data(for: Harness.storageKey) == nil)
    #expect(try await harness.controller.accessToken() == nil)
    #expect(await states.take(3) == [.signedIn(Fixtures.ana), .refreshing(Fixtures.ana), .expired])
  }

  @Test func everyWaiterSeesTheRefusal() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    await harness.server.holdRefreshes()
    let waiters = (0..<50).map { _ in
      Task { try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    }
    await harness.server.waitForPendingRefresh()
    for _ in 0..<50 { await Task.yield() }
    await harness.server.release(.failure(.unauthorized(code: "refresh_token_reused")))
    for waiter in waiters {
      // Callers that reached the actor after the expiry find no session: unauthorized as well.
      let error = await waiter.result.failure as? NetworkError
      #expect(error == .unauthorized(code: "refresh_token_reused") || error == .unauthorized(code: nil))
    }
    #expect(await harness.server.refreshCount == 1)
  }

  @Test func cancellingACallerDoesNotCancelTheSharedRefresh() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    await harness.server.holdRefreshes()
    let impatient = Task { try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken) }
    await harness.server.waitForPendingRefresh()
    impatient.cancel()
    await harness.server.release()
    let fresh = try await impatient.value
    #expect(fresh != session.tokens.accessToken)
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
    #expect(harness.storedRefreshToken == "refresh-secret-2")
  }

  @Test func signInAfterExpiryWorks() async throws {
    let harness = Harness()
    let session = await harness.signIn()
    await harness.server.script(.failure(.unauthorized(code: "refresh_token_expired")))
    _ = try? await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    #expect(harness.controller.currentState == .expired)
    let again = await harness.signIn(refresh: "refresh-secret-9")
    #expect(harness.controller.currentState == .signedIn(Fixtures.ana))
    #expect(try await harness.controller.accessToken() == again.tokens.accessToken)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
