import BenchmarkHarness
import Foundation
import Networking
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long past its deadline a call ends (issue 39: "a silent server takes 25 s per attempt, and
/// 100 calls with a 5 s timeout against a hanging host end after a median of 25 s"). Subject: a
/// default `APIClient` (live transport, default retries) with `callDeadline` set, in this process.
/// Own row: 100 concurrent calls to a hanging host (a loopback listener that never accepts, so past
/// its backlog connections hang), the latest call's end minus the deadline. Companions: one call to
/// a silent server (accepts, reads the request, never writes), and one to a dripping one (headers,
/// then a byte a second). Baseline: `curl --max-time <deadline>` against the same server (100
/// transfers with `--parallel` for the hanging host). Target: ≤ 0.5 s past the deadline each.
struct CallDeadlineBenchmark: Benchmark {
  let id = "call-deadline"
  let name = "Deadline per call: 100 concurrent calls to a hanging host, s past the deadline (latest)"
  let baselineName = "`curl --parallel --max-time`, same host"
  var summary: String {
    "APIClient with callDeadline against a hanging host (100 at once), a silent server and a dripping one: "
      + "seconds from the deadline to the call's end, vs curl --max-time."
  }
  var metric: Metric { .plain(unit: "s late") }
  var target: Target? { .subjectAtMost(0.5) }
  var companions: [Companion] {
    [
      Companion(
        key: "silent", id: "call-deadline-silent", name: "Deadline per call: a silent server, s past the deadline",
        baselineName: "`curl --max-time`, same server", metric: .plain(unit: "s late"), target: .subjectAtMost(0.5)),
      Companion(
        key: "drip", id: "call-deadline-drip", name: "Deadline per call: a dripping server, s past the deadline",
        baselineName: "`curl --max-time`, same server", metric: .plain(unit: "s late"), target: .subjectAtMost(0.5)),
    ]
  }
  /// The deadline in milliseconds.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 1_500 : 3_000 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }
  var warmUpRounds: Int { 0 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    guard let curl = Subprocess.find("curl") else {
      throw BenchmarkSkipped("curl is not installed (apt-get install -y curl): it is this entry's baseline")
    }
    return try CallDeadlineFixture(curl: curl)
  }
}

final class CallDeadlineFixture: MultiValueFixture {
  let curl: String
  let hanging: HangingListener
  let silent: LoopbackHTTPServer
  let drip: LoopbackHTTPServer
  private let stopped = LockedValue(false)
  private let findingsSoFar = LockedValue(Findings())

  init(curl: String) throws {
    self.curl = curl
    hanging = try HangingListener()
    let stopped = self.stopped
    silent = try LoopbackHTTPServer { _, _ in
      while !stopped.value { Thread.sleep(forTimeInterval: 0.05) }  // holds the connection, says nothing
      return false
    }
    drip = try LoopbackHTTPServer { _, write in
      guard write(Array("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n".utf8)) else { return false }
      while !stopped.value, write([UInt8(ascii: " ")]) { Thread.sleep(forTimeInterval: 1) }
      return false
    }
  }

  static func url(_ port: UInt16) -> URL { URL(string: "http://127.0.0.1:\(port)/rpc/me")! }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let deadline = Duration.milliseconds(iterations)
    let hangingLate = try await lateness(calls: 100, port: hanging.port, deadline: deadline)
    let silentLate = try await lateness(calls: 1, port: silent.port, deadline: deadline)
    let dripLate = try await lateness(calls: 1, port: drip.port, deadline: deadline)
    return RoundResult(hangingLate, extras: ["silent": silentLate, "drip": dripLate])
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let seconds = Double(iterations) / 1000
    func curlLate(_ port: UInt16, parallel: Int) throws -> Double {
      let urls = Array(repeating: Self.url(port).absoluteString, count: parallel)
      let flags = parallel > 1 ? ["--parallel", "--parallel-max", "\(parallel)"] : []
      let started = ContinuousClock.now
      _ = try Subprocess.run(curl, ["-s", "-o", "/dev/null", "--max-time", "\(seconds)"] + flags + urls)
      return (ContinuousClock.now - started).seconds - seconds
    }
    return RoundResult(
      try curlLate(hanging.port, parallel: 100),
      extras: ["silent": try curlLate(silent.port, parallel: 1), "drip": try curlLate(drip.port, parallel: 1)])
  }

  /// The latest of `calls` concurrent calls' end, minus the deadline; every call must fail as `.timeout`.
  private func lateness(calls: Int, port: UInt16, deadline: Duration) async throws -> Double {
    var configuration = APIClientConfiguration(
      environment: APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:\(port)")!))
    configuration.callDeadline = deadline
    let client = APIClient(configuration: configuration)
    let endpoint = Endpoint<EmptyResponse>.rpc("me", isIdempotent: true, requiresAuth: false)
    let started = ContinuousClock.now
    let outcomes = await withTaskGroup(of: NetworkError?.self) { group in
      for _ in 0..<calls {
        group.addTask {
          do throws(NetworkError) {
            _ = try await client.send(endpoint)
            return nil
          } catch { return error }
        }
      }
      var all: [NetworkError?] = []
      for await outcome in group { all.append(outcome) }
      return all
    }
    let late = (ContinuousClock.now - started).seconds - deadline.seconds
    let wrong = outcomes.filter { $0 != .timeout }
    if !wrong.isEmpty {
      findingsSoFar.withLock {
        $0.violations.append("\(wrong.count) of \(calls) calls to port \(port) ended otherwise than .timeout")
      }
    }
    return late
  }

  func findings() async -> Findings { findingsSoFar.value }

  func tearDown() async {
    stopped.withLock { $0 = true }
    silent.stop()
    drip.stop()
    hanging.stop()
  }
}

/// A loopback listener that never accepts: past its backlog of one, a connection attempt hangs,
/// as towards a host that has gone quiet.
final class HangingListener: Sendable {
  let port: UInt16
  private let descriptor: Int32

  init() throws {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard fd >= 0, ready else { throw BenchmarkSetupError("a hanging listener could not be opened: errno \(errno)") }
    descriptor = fd
    port = UInt16(bigEndian: address.sin_port)
  }

  func stop() { close(descriptor) }
}
