import Foundation
import Networking
import Observability
import Session
import Storage
import Testing

/// 6 s tokens from a real token server on loopback, requests through a real `APIClient`: the
/// scaled margin (a fifth of the lifetime) against the old fixed 60 s margin, which is longer than
/// the whole lifetime, so every request waited for a refresh (issue 26: 14–18 refreshes and ~500
/// requests in 8 s). Figures are printed; the assertions leave wide room for a loaded machine: 6 s rather
/// than the 3 s, since ThreadSanitizer beside two builds held one request past a 3 s token twice.
@Suite("Short tokens on loopback", .serialized, .timeLimit(.minutes(2)))
struct ShortTokenLoopbackTests {
  static let lifetime: TimeInterval = 6
  static let duration: Duration = .seconds(8)
  static let workers = 4

  struct Figures {
    let refreshes: Int
    let served: Int
    let rejected: Int
    let failures: Int
    let elapsed: Duration
  }

  static let minimumRequests = 50

  /// Signs in, then `workers` loops send `GET /resource` for `duration`; counts at the server.
  static func run(_ configuration: SessionController.Configuration) async throws -> Figures {
    let server = try LoopbackTokenServer(lifetime: lifetime)
    defer { server.stop() }
    let session = SessionController(
      client: server.refreshClient(), store: InMemorySecureStore(), configuration: configuration)
    await server.signIn(session)
    let api = server.resourceAPI(session)
    let started = ContinuousClock.now
    let deadline = started + duration
    // Until the deadline and at least `minimumRequests` sent: a test process starved for the whole window
    // (seen under ThreadSanitizer in CI) would otherwise measure nothing.
    let sent = LockedValue(0)
    let failures = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<workers {
        group.addTask {
          var failures = 0
          while ContinuousClock.now < deadline || sent.value < Self.minimumRequests {
            sent.withLock { $0 += 1 }
            do { _ = try await api.send(Endpoint<EmptyResponse>(path: "/resource", method: .get)) } catch {
              failures += 1
            }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(session.currentState.isSignedIn)
    let figures = server.figures
    return Figures(
      refreshes: figures.refreshes, served: figures.served, rejected: figures.rejected, failures: failures,
      elapsed: ContinuousClock.now - started)
  }

  @Test func theScaledMarginRefreshesOncePerLifetime() async throws {
    let scaled = try await Self.run(SessionController.Configuration())
    // The old rule: a fixed 60 s margin (a fraction of 1 keeps it fixed, capped by the 6 s life).
    let fixed = try await Self.run(SessionController.Configuration(refreshMargin: 60, refreshMarginFraction: 1))
    for (name, figures) in [("scaled margin (1.2 s)", scaled), ("fixed 60 s margin", fixed)] {
      print(
        "6 s tokens, \(Self.workers) workers, \(Self.duration): \(name): \(figures.refreshes) refreshes, "
          + "\(figures.served) requests served, \(figures.rejected) refused 401, \(figures.failures) failed")
    }
    // 8 s of 6 s tokens each used for 4.8 s: one refresh (at 4.8 s), and one per 4.8 s of a longer run.
    let lifetimesUsed = Int(scaled.elapsed / .milliseconds(4_800))
    #expect(scaled.refreshes >= 1 && scaled.refreshes <= lifetimesUsed + 2, "\(scaled)")
    #expect(scaled.failures == 0)
    // A token is not sent once it is within 1.2 s of expiry; a request sent just before that and held past the
    // expiry by a loaded machine (load 12 on two cores measured 4) is refused once and resent: at most one per
    // worker per lifetime, and never a failure.
    #expect(scaled.rejected <= Self.workers * (lifetimesUsed + 1), "\(scaled)")
    // With a margin as long as the life, requests wait for refreshes: one for every few requests
    // (the 4 workers share each one), where the scaled margin needs one per 4.8 s. How many
    // requests that leaves is printed, not asserted: it depends on how loaded the machine is.
    #expect(fixed.refreshes >= 4 * scaled.refreshes)
    #expect(Double(fixed.refreshes) >= 0.1 * Double(fixed.served))
  }
}
