import Foundation
import Networking
import Observability
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A deadline for the whole call (issue 39): attempts, backoffs and queueing all count against
/// ``APIClientConfiguration/callDeadline``, on the client's clock.
@Suite("APIClient call deadline", .timeLimit(.minutes(3)))
struct APIClientCallDeadlineTests {
  static let base = URL(string: "https://api.example.test")!

  static func client(
    clock: TestClock, deadline: Duration?, retryPolicy: RetryPolicy = .default,
    send: @escaping @Sendable (URLRequest, TransferPolicy) async throws -> (Data, HTTPURLResponse)
  ) -> APIClient {
    var configuration = APIClientConfiguration(
      environment: APIEnvironment(name: .development, baseURL: base), retryPolicy: retryPolicy, time: clock.source,
      random: { 0.5 }, transport: HTTPTransport(send: send))
    configuration.callDeadline = deadline
    return APIClient(configuration: configuration)
  }

  static func answer(_ request: URLRequest, _ status: Int) -> (Data, HTTPURLResponse) {
    (Data(), HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!)
  }

  static let health = Endpoint<EmptyResponse>(path: "/health", method: .get, requiresAuth: false)

  /// A transport that never answers: only cancellation ends it.
  static func never(_ request: URLRequest, _ policy: TransferPolicy) async throws -> (Data, HTTPURLResponse) {
    try await Task.sleep(for: .seconds(3600))  // not a wait for anything: cancellation ends it
    throw CancellationError()
  }

  @Test func aCallThatNeverAnswersEndsAtItsDeadlineAsATimeout() async throws {
    let clock = TestClock()
    let policies = LockedValue<[Duration]>([])
    let client = Self.client(clock: clock, deadline: .seconds(5)) { request, policy in
      policies.withLock { $0.append(policy.deadline) }
      return try await Self.never(request, policy)
    }
    let call = Task { () async throws(NetworkError) in try await client.send(Self.health) }
    await clock.waitForSleepers(1)  // the call's timer
    clock.advance(by: .seconds(5))
    await #expect(throws: NetworkError.timeout) { try await call.value }
    #expect(policies.value == [.seconds(5)], "the attempt gets what is left of the call, not its own 60 s")
  }

  @Test func aBackoffThatWouldReachTheDeadlineIsNotTaken() async throws {
    let clock = TestClock()
    let requests = LockedValue(0)
    // The first retry would wait 0.2 s (full jitter at 0.5 of 0.4 s): past a 0.1 s deadline.
    let client = Self.client(clock: clock, deadline: .milliseconds(100)) { request, _ in
      requests.withLock { $0 += 1 }
      return Self.answer(request, 503)
    }
    await #expect(throws: NetworkError.server(status: 503, code: nil, message: nil)) {
      try await client.send(Self.health)
    }
    #expect(requests.value == 1, "the server's own answer, at once, instead of a wait that cannot pay off")
  }

  @Test func backoffsThatFitAreTaken() async throws {
    // Not an immediate clock: that would spend the call's own 30 s timer at once.
    let clock = TestClock()
    let requests = LockedValue(0)
    let client = Self.client(clock: clock, deadline: .seconds(30)) { request, _ in
      requests.withLock { $0 += 1 }
      return Self.answer(request, 503)
    }
    let call = Task { () async throws(NetworkError) in try await client.send(Self.health) }
    for backoff in [Duration.milliseconds(200), .milliseconds(400)] {
      await clock.waitForSleepers(2)  // the call's timer and the backoff
      clock.advance(by: backoff)
    }
    await #expect(throws: NetworkError.server(status: 503, code: nil, message: nil)) { try await call.value }
    #expect(requests.value == 3, "three attempts, as without a deadline")
  }

  @Test func anEndpointsDeadlineReplacesTheClients() async throws {
    let clock = TestClock()
    let policies = LockedValue<[Duration]>([])
    let client = Self.client(clock: clock, deadline: nil) { request, policy in
      policies.withLock { $0.append(policy.deadline) }
      return try await Self.never(request, policy)
    }
    var endpoint = Self.health
    endpoint.callDeadline = .seconds(2)
    let call = Task { () async throws(NetworkError) in try await client.send(endpoint) }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(2))
    await #expect(throws: NetworkError.timeout) { try await call.value }
    #expect(policies.value == [.seconds(2)])
  }

  @Test func withoutADeadlineNothingChanges() async throws {
    let clock = TestClock(advancesOnSleep: true)
    let policies = LockedValue<[Duration]>([])
    let client = Self.client(clock: clock, deadline: nil) { request, policy in
      policies.withLock { $0.append(policy.deadline) }
      return Self.answer(request, 200)
    }
    _ = try await client.send(Self.health)
    #expect(policies.value == [TransferPolicy.standard.deadline])
    #expect(clock.sleeps.isEmpty, "no timer without a deadline")
  }
}
