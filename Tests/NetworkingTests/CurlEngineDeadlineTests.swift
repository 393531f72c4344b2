#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Networking
  import Observability
  import TestSupport
  import Testing

  /// The engine's timers on a test clock (issue 39): silence counts from the connection, not from
  /// before it, and a request waiting for a slot on its origin ends by its own deadline.
  @Suite("CurlEngine deadlines", .timeLimit(.minutes(3)))
  struct CurlEngineDeadlineTests {
    /// The engine's reads of its clock (one per progress tick, at least once a second): the signal
    /// that it has looked at the time since something happened.
    final class ClockReads: Sendable {
      private struct State {
        var count = 0
        var waiters: [(Int, CheckedContinuation<Void, Never>)] = []
      }
      private let state = LockedValue(State())
      let clock = TestClock()

      var source: TimeSource {
        let base = clock.source
        return TimeSource(
          now: base.now,
          uptime: { [self] in
            let due = state.withLock { state -> [CheckedContinuation<Void, Never>] in
              state.count += 1
              let due = state.waiters.filter { $0.0 <= state.count }.map(\.1)
              state.waiters.removeAll { $0.0 <= state.count }
              return due
            }
            for continuation in due { continuation.resume() }
            return base.uptime()
          }, sleep: base.sleep)
      }

      /// Returns after `more` reads beyond those made so far.
      func waitForReads(_ more: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          state.withLock { $0.waiters.append(($0.count + more, continuation)) }
        }
      }
    }

    static func request(_ server: ScriptedServer) -> URLRequest {
      URLRequest(url: server.baseURL.appendingPathComponent("/rpc/me"))
    }

    /// Waits (by signal) until the server holds `count` requests, then for four more clock reads: each
    /// turn of the engine's loop reads the clock once and ticks every transfer in libcurl (which reads it
    /// again), so a tick has seen the connection made.
    static func settle(_ server: ScriptedServer, count: Int, reads: ClockReads) async {
      while server.heads.value.count < count { await reads.waitForReads(1) }
      await reads.waitForReads(4)
    }

    @Test func silenceCountsFromTheConnectionNotFromBeforeIt() async throws {
      let server = try ScriptedServer(.neverAnswer)
      defer { server.stop() }
      let reads = ClockReads()
      let engine = try CurlEngine(time: reads.source)
      // Before, the limit for a silent answer was the stall and connect timeouts added up: 5 + 30 s.
      let policy = TransferPolicy(connectTimeout: .seconds(30), stallTimeout: .seconds(5), deadline: .seconds(600))
      let call = Task { try await engine.data(for: Self.request(server), policy: policy) }
      await Self.settle(server, count: 1, reads: reads)
      reads.clock.advance(by: .seconds(6))
      do {
        _ = try await call.value
        Issue.record("a silent server answered")
      } catch let error as URLError {
        #expect(error.code == .timedOut)
      }
    }

    @Test func aQueuedRequestEndsByItsOwnDeadline() async throws {
      let server = try ScriptedServer(.neverAnswer)
      defer { server.stop() }
      let reads = ClockReads()
      let engine = try CurlEngine(configuration: .init(maximumConnectionsPerHost: 1), time: reads.source)
      let long = TransferPolicy(stallTimeout: .seconds(600), deadline: .seconds(600))
      let holding = Task { try await engine.data(for: Self.request(server), policy: long) }
      await Self.settle(server, count: 1, reads: reads)
      let short = TransferPolicy(stallTimeout: .seconds(600), deadline: .seconds(5))
      let ended = LockedValue(false)
      let queued = Task {
        defer { ended.withLock { $0 = true } }
        return try await engine.data(for: Self.request(server), policy: short)
      }
      // Nothing says when the engine has taken it in: past its deadline on every turn until it ends.
      while !ended.value {
        reads.clock.advance(by: .seconds(6))
        await reads.waitForReads(4)
      }
      do {
        _ = try await queued.value
        Issue.record("a queued request was answered")
      } catch let error as URLError {
        #expect(error.code == .timedOut)
      }
      #expect(server.heads.value.count == 1, "it never reached the server")
      holding.cancel()
      _ = try? await holding.value
    }
  }
#endif
