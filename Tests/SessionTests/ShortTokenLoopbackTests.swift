import Foundation
import Networking
import Observability
import Session
import Storage
import TestSupport
import Testing

/// 6 s tokens from a real token server on loopback, requests through a real `APIClient`: the
/// scaled margin (a fifth of the lifetime) against the old fixed 60 s margin, which is longer than
/// the whole lifetime, so every request waited for a refresh (issue 26: 14–18 refreshes and ~500
/// requests in 8 s). The server and the session read one `TestClock`: the requests are real, the 8 s
/// they span are virtual, so a starved machine changes how long the test takes, never what it counts
/// (on the wall clock a loaded CI once let the token run out between two requests).
@Suite("Short tokens on loopback", .serialized, .timeLimit(.minutes(2)))
struct ShortTokenLoopbackTests {
  static let lifetime: TimeInterval = 6
  /// 80 rounds of 100 ms: 8 s of virtual time.
  static let rounds = 80
  static let roundLength: Duration = .milliseconds(100)
  static let workers = 4

  struct Figures {
    let refreshes: Int
    let served: Int
    let rejected: Int
    let failures: Int
    let signedIn: Bool
  }

  /// Signs in, then sends `workers` concurrent `GET /resource` a round, moving the clock a round's
  /// length after each; counts at the server.
  static func run(_ configuration: SessionController.Configuration) async throws -> Figures {
    let clock = TestClock()
    let server = try LoopbackTokenServer(lifetime: lifetime, time: clock.source)
    defer { server.stop() }
    let session = SessionController(
      client: server.refreshClient(), store: InMemorySecureStore(), configuration: configuration,
      time: clock.source)
    await server.signIn(session)
    let api = server.resourceAPI(session)
    var failures = 0
    for _ in 0..<rounds {
      failures += await withTaskGroup(of: Int.self) { group in
        for _ in 0..<workers {
          group.addTask {
            do {
              _ = try await api.send(Endpoint<EmptyResponse>(path: "/resource", method: .get))
              return 0
            } catch {
              return 1
            }
          }
        }
        return await group.reduce(0, +)
      }
      clock.advance(by: roundLength)
    }
    let figures = server.figures
    return Figures(
      refreshes: figures.refreshes, served: figures.served, rejected: figures.rejected, failures: failures,
      signedIn: session.currentState.isSignedIn)
  }

  @Test func theScaledMarginRefreshesOncePerLifetime() async throws {
    let scaled = try await Self.run(SessionController.Configuration())
    // The old rule: a fixed 60 s margin (a fraction of 1 keeps it fixed, capped by the 6 s life).
    let fixed = try await Self.run(SessionController.Configuration(refreshMargin: 60, refreshMarginFraction: 1))
    for (name, figures) in [("scaled margin (1.2 s)", scaled), ("fixed 60 s margin", fixed)] {
      print(
        "6 s tokens, \(Self.workers) workers, 8 s of virtual time: \(name): \(figures.refreshes) refreshes, "
          + "\(figures.served) requests served, \(figures.rejected) refused 401, \(figures.failures) failed")
    }
    let requests = Self.rounds * Self.workers
    // 8 s of 6 s tokens each used for 4.8 s: exactly one refresh, at 4.8 s; no request refused or lost.
    #expect(scaled.signedIn && fixed.signedIn)
    #expect(scaled.refreshes == 1, "\(scaled)")
    #expect(scaled.served == requests && scaled.rejected == 0 && scaled.failures == 0, "\(scaled)")
    // With a margin as long as the life every token is due as soon as it is issued: each round waits for at
    // least one refresh (its 4 requests may share it), where the scaled margin needed one in 80 rounds.
    #expect(fixed.refreshes >= Self.rounds, "\(fixed)")
    #expect(fixed.served == requests && fixed.rejected == 0 && fixed.failures == 0, "\(fixed)")
  }
}
