import Foundation
import Networking
import Observability
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("APIClient connection reuse")
struct APIClientConnectionTests {
  static let ok = TestServer.json(#"{"message_text":"ok","sent_at":"2026-11-22T12:00:00Z"}"#)

  @Test func theLiveTransportKeepsOneConnectionForSequentialRequests() async throws {
    let server = try KeepAliveServer()
    defer { server.stop() }
    #if canImport(FoundationNetworking)
      // An engine of its own, as `.live` is on Linux: the shared one serves every test in this process, whose
      // traffic can push this idle connection out of its cache, and a start-up stall (38 s seen in CI) can
      // outlast the 30 s idle limit between two requests.
      let engine = try CurlEngine(configuration: .init(idleConnectionTimeout: .seconds(600)))
      let transport: HTTPTransport? = .curl(engine)
    #else
      let transport: HTTPTransport? = nil
    #endif
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: server.baseURL), transport: transport))
    for _ in 0..<3 {
      _ = try await client.send(Endpoint<EmptyResponse>.rpc("me", isIdempotent: true, requiresAuth: false))
    }
    #expect(server.accepted.value == 1)
  }

  #if canImport(FoundationNetworking)
    /// `HTTPTransport.urlSession` on Linux (FoundationNetworking, for stubs) keeps ADR 0022's rule.
    @Test func noConnectionIsReusedEvenWhenTheServerKeepsItOpen() async throws {
      let server = try KeepAliveServer()
      defer { server.stop() }
      let client = APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: server.baseURL),
          session: URLSession(configuration: .ephemeral)))
      for _ in 0..<3 {
        _ = try await client.send(Endpoint<EmptyResponse>.rpc("me", isIdempotent: true, requiresAuth: false))
      }
      // One shared session would send all three on the first connection: libcurl ignores our
      // `Connection: close` when the server does not close.
      #expect(server.accepted.value == 3)
    }

    /// Why connections are not reused on Linux (ADR 0022, which carries the reasons of the record it superseded; issue "fewest round trips" item 4): on a
    /// reused connection that dies mid-request, libcurl resends on a new one, but
    /// FoundationNetworking does not rewind a `Data` body, so the resend carries headers only and
    /// waits for the request timeout. The APIClient's policy (a fresh connection per attempt)
    /// answers at once. If this test starts failing on a new toolchain because the shared session
    /// no longer stalls, FoundationNetworking rewinds bodies and reuse can be reconsidered.
    @Test func aReusedConnectionThatDiesStallsABareSessionButNotTheClient() async throws {
      let server = try KeepAliveServer(dropsSecondRequest: true)
      defer { server.stop() }
      let configuration = URLSessionConfiguration.ephemeral
      // Long enough that "the client did not wait for it" stays clear on a loaded runner (CI read 2.8 s
      // for the client's two requests at load 12).
      configuration.timeoutIntervalForRequest = 8
      let shared = URLSession(configuration: configuration)
      var request = URLRequest(url: server.baseURL.appendingPathComponent("rpc/me"))
      request.httpMethod = "POST"
      request.httpBody = Data(#"{"a":1}"#.utf8)
      _ = try await shared.data(for: request)
      let started = ContinuousClock.now
      let second = try? await shared.data(for: request)
      let stalled = ContinuousClock.now - started
      // What the toolchain does, not what we do: when the resend happens it waits for a body that never comes.
      // On a loaded machine libcurl can see the server's close before it reuses the connection, open a new
      // one and succeed; then there was no resend to show (CI saw it once, beside two builds), and only the
      // client's half below is checked.
      if second == nil {
        #expect(stalled >= .seconds(7), "the resend waited for a body that never came (\(stalled))")
      }

      // A stall would end in a timeout and a retry; the client's attempts say there was none.
      struct Recorder: NetworkEventMonitor {
        let attempts = LockedValue<[NetworkAttempt.Outcome]>([])
        func attemptDidFinish(_ attempt: NetworkAttempt) { attempts.withLock { $0.append(attempt.outcome) } }
      }
      let recorder = Recorder()
      let client = APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: server.baseURL), session: shared,
          monitors: [recorder]))
      for _ in 0..<2 {
        _ = try await client.send(Endpoint<EmptyResponse>.rpc("me", isIdempotent: true, requiresAuth: false))
      }
      #expect(
        recorder.attempts.value == [.delivered, .delivered], "each attempt on its own connection: nothing to resend")
    }
  #endif
}
