import Foundation
import Networking
import Observability
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("APIClient retries, rate limits and cancellation", .timeLimit(.minutes(3)))
struct APIClientRetryTests {
  static let ok = TestServer.json(#"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#)

  @Test func retriesTransientStatusForIdempotentRequests() async throws {
    let server = TestServer { _, index in index < 3 ? (503, [:], Data()) : Self.ok }
    let greeting = try await server.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    #expect(greeting.messageText == "ok")
    #expect(server.requests.value.count == 3)
    #expect(server.sleeps.value == [0.2, 0.4])  // full jitter at 0.5: half of 0.4 s, then of 0.8 s
  }

  @Test func doesNotRetryUnkeyedPost() async throws {
    let server = TestServer { _, _ in (503, [:], Data()) }
    await #expect(throws: NetworkError.server(status: 503, code: nil, message: nil)) {
      try await server.client().send(Endpoint<Greeting>.rpc("create_recording_upload", requiresAuth: false))
    }
    #expect(server.requests.value.count == 1)
  }

  @Test func retriesKeyedPostWithTheSameKey() async throws {
    let server = TestServer { _, index in index == 1 ? (504, [:], Data()) : Self.ok }
    _ = try await server.client().send(Endpoint<Greeting>.rpc("track", requiresAuth: false, idempotencyKey: .automatic))
    let keys = server.requests.value.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
    #expect(keys.count == 2)
    #expect(keys[0] != nil && keys[0] == keys[1])
  }

  @Test func retriesDroppedConnections() async throws {
    let server = TestServer { _, index in
      if index == 1 { throw URLError(.networkConnectionLost) }
      return Self.ok
    }
    _ = try await server.client().send(Endpoint<Greeting>(path: "/health", method: .get, requiresAuth: false))
    #expect(server.requests.value.count == 2)
  }

  @Test func anAnswerCutShortIsRetriedWhenSafe() async throws {
    // What FoundationNetworking reports for "transfer closed with 256 bytes remaining to read".
    let server = TestServer { _, index in
      if index == 1 { throw URLError(.unknown) }
      return Self.ok
    }
    _ = try await server.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    #expect(server.requests.value.count == 2)

    let unkeyed = TestServer { _, _ in throw URLError(.unknown) }
    await #expect(throws: NetworkError.offline) {
      try await unkeyed.client().send(Endpoint<Greeting>.rpc("create_recording_upload", requiresAuth: false))
    }
    #expect(unkeyed.requests.value.count == 1)
  }

  @Test func aServerThatAnsweredBadlyAndThenResetIsNotOffline() async throws {
    // A hostile HTTP/2 server: two unreadable answers, then the retry's connection reset mid-send.
    let unreadable = TestServer { _, index in
      throw URLError(index < 3 ? .badServerResponse : .networkConnectionLost)
    }
    await #expect(throws: NetworkError.invalidResponse) {
      try await unreadable.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    }
    #expect(unreadable.requests.value.count == 3)
    let failing = TestServer { _, index in
      if index == 1 { return (503, [:], Data()) }
      throw URLError(.networkConnectionLost)
    }
    await #expect(throws: NetworkError.server(status: 503, code: nil, message: nil)) {
      try await failing.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    }
    // Only connection failures: offline, as before.
    let dropped = TestServer { _, _ in throw URLError(.networkConnectionLost) }
    await #expect(throws: NetworkError.offline) {
      try await dropped.client().send(Endpoint<Greeting>.rpc("me", isIdempotent: true, requiresAuth: false))
    }
  }

  @Test func givesUpAfterMaxAttempts() async throws {
    let server = TestServer { _, _ in (503, [:], Data()) }
    var policy = RetryPolicy.default
    policy.maxAttempts = 4
    await #expect(throws: NetworkError.server(status: 503, code: nil, message: nil)) {
      try await server.client(retryPolicy: policy).send(
        Endpoint<Greeting>(path: "/x", method: .get, requiresAuth: false))
    }
    #expect(server.requests.value.count == 4)
  }

  @Test func honoursRetryAfterSeconds() async throws {
    let server = TestServer { _, index in index == 1 ? (429, ["Retry-After": "3"], Data()) : Self.ok }
    _ = try await server.client().send(Endpoint<Greeting>.rpc("request_magic_link", requiresAuth: false))
    #expect(server.sleeps.value == [3])
  }

  @Test func honoursRetryAfterHTTPDate() async throws {
    // The test clock is 1_800_000_000 = Fri, 15 Jan 2027 08:00:00 GMT.
    let server = TestServer { _, index in
      index == 1 ? (429, ["Retry-After": "Fri, 15 Jan 2027 08:00:05 GMT"], Data()) : Self.ok
    }
    _ = try await server.client().send(Endpoint<Greeting>.rpc("me", requiresAuth: false))
    #expect(server.sleeps.value == [5])
  }

  @Test func retryAfterBeyondBudgetIsReturned() async throws {
    let server = TestServer { _, _ in
      TestServer.json(#"{"code":"cooldown","message":"wait"}"#, status: 429, headers: ["Retry-After": "60"])
    }
    await #expect(throws: NetworkError.rateLimited(retryAfter: 60, code: "cooldown")) {
      try await server.client().send(Endpoint<Greeting>.rpc("request_magic_link", requiresAuth: false))
    }
    #expect(server.sleeps.value.isEmpty)
  }

  @Test func retryAfterParsing() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(RetryAfter.parse("120", now: now) == 120)
    #expect(RetryAfter.parse("Fri, 15 Jan 2027 08:01:00 GMT", now: now) == 60)
    #expect(RetryAfter.parse("Friday, 15-Jan-27 08:01:00 GMT", now: now) == 60)
    #expect(RetryAfter.parse("Thu, 14 Jan 2027 08:00:00 GMT", now: now) == 0)
    #expect(RetryAfter.parse("soon", now: now) == nil)
    #expect(RetryAfter.parse("-5", now: now) == nil)
    #expect(RetryAfter.parse(nil, now: now) == nil)
    // The TimeSource form reads the date against the source's wall clock (a TestClock starts at `now`).
    #expect(RetryAfter.parse("Fri, 15 Jan 2027 08:01:00 GMT", time: TestClock().source) == 60)
  }

  @Test func backoffIsBoundedAndJittered() {
    let policy = RetryPolicy(maxAttempts: 10, baseDelay: 0.5, maxDelay: 4)
    #expect(policy.delay(beforeAttempt: 2, random: 1) == 0.5)
    #expect(policy.delay(beforeAttempt: 4, random: 1) == 2)
    #expect(policy.delay(beforeAttempt: 9, random: 1) == 4)
    #expect(policy.delay(beforeAttempt: 9, random: 0) == 0)
  }

  @Test func cancellationIsNeitherRetriedNorUnauthorized() async throws {
    let server = TestServer { _, _ in
      try await Task.sleep(nanoseconds: 5_000_000_000)
      return Self.ok
    }
    let client = server.client(authorization: CountingTokenProvider())
    let task = Task { try await client.send(Endpoint<Greeting>(path: "/slow", method: .get)) }
    // Cancelled once the server has the request, not after a fixed pause: with every test starting at
    // once, the stub's task could wait longer than 100 ms for a thread (CI, 2026-11-27: 0 requests seen).
    while server.requests.value.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
    task.cancel()
    await #expect(throws: NetworkError.cancelled) { try await task.value }
    #expect(server.requests.value.count == 1)
  }

  @Test func monitorsSeeEveryAttemptWithOutcome() async throws {
    let seen = LockedValue<[NetworkAttempt]>([])
    struct Recorder: NetworkEventMonitor {
      let seen: LockedValue<[NetworkAttempt]>
      func attemptDidFinish(_ attempt: NetworkAttempt) { seen.withLock { $0.append(attempt) } }
    }
    let server = TestServer { _, index in index == 1 ? (503, [:], Data()) : Self.ok }
    _ = try await server.client(monitors: [Recorder(seen: seen)]).send(
      Endpoint<Greeting>(path: "/x", method: .get, requiresAuth: false))
    let attempts = seen.value
    #expect(attempts.map(\.attemptNumber) == [1, 2])
    #expect(attempts.map(\.status) == [503, 200])
    #expect(attempts.first?.outcome == .retrying(after: 0.2))
    #expect(attempts.last?.outcome == .delivered)
    #expect(Set(attempts.map(\.requestID)).count == 1)
    #expect(attempts.allSatisfy { $0.duration >= 0 })
  }
}
