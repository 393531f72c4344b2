import BenchmarkHarness
import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// CPU burnt while waiting for a slow server (issue 25: "a core burns for the whole wait"), in CPU
/// milliseconds per second of server delay (issue 25's 0.02 CPU-s per s is 20 CPU-ms per s). Subject: one `APIClient.send` over the default transport
/// (`HTTPTransport.live`) in this process to ``BenchServer``'s `/delay/<ms>` (a separate process
/// that answers after 2 s, 1 s with `--quick`); process CPU (`CLOCK_PROCESS_CPUTIME_ID`) over the
/// request ÷ the delay. Baseline: `curl` for the same request, its own CPU from `wait4`'s rusage ÷
/// the delay (the floor: ~0.00). Companion: the `chatterbox` CLI's `history` through
/// ``LatencyProxy`` at an RTT of half the delay (one request on a new connection waits 2 RTT),
/// as (CPU at that RTT − CPU at RTT 0) ÷ (wall at that RTT − wall at RTT 0), so start-up and
/// the command's own work cancel out; skipped (row empty, note says why) without the CLI or dev
/// server builds. A last row measures `APIClient` over `HTTPTransport.urlSession` (`session:`
/// set), which was `.live` before issue 25, in the same round. Target: ≤ 20 CPU-ms per s (issue 25's 0.02 CPU-s per s; 990 before it).
struct WaitCPU: Benchmark {
  let id = "wait-cpu"
  let name = "CPU while waiting for a slow server: APIClient (live transport), CPU-ms per s of delay"
  let baselineName = "`curl`, same request and server (floor 0.00)"
  var summary: String {
    "APIClient.send in process to a loopback server answering after 2 s (1 s quick), and `chatterbox history` "
      + "through the latency proxy: CPU seconds per second of waiting, vs curl."
  }
  var metric: Metric { .plain(unit: "CPU-ms/s") }
  var target: Target? { .subjectAtMost(20) }
  var companions: [Companion] {
    [
      Companion(
        key: "cli", id: "wait-cpu-cli", name: "CPU while waiting: `chatterbox history`, CPU-ms per s of waiting",
        baselineName: "`curl`, same delay", metric: .plain(unit: "CPU-ms/s"), target: .subjectAtMost(20)),
      Companion(
        key: "foundation", id: "wait-cpu-foundationnetworking",
        name: "CPU while waiting: APIClient over FoundationNetworking (pre-issue-25 live transport), CPU-ms per s",
        baselineName: "`curl`, same request and server", metric: .plain(unit: "CPU-ms/s")),
    ]
  }
  /// A round's "operations" are milliseconds of delay: one request per side per round.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 1000 : 2000 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }
  var warmUpRounds: Int { 0 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    guard let curl = Subprocess.find("curl") else {
      throw BenchmarkSkipped("curl is not installed (apt-get install -y curl): it is this entry's baseline")
    }
    let directory = try TemporaryDirectory(prefix: "wait-cpu")
    let server: BenchServerProcess
    do {
      server = try await BenchServerProcess(directory: directory.url)
    } catch {
      directory.remove()
      throw error
    }
    var lab: LatencyLab?
    var cliNote: String?
    do {
      let (cli, build) = try CLILatency.cliBinary()
      guard
        let devServer = RepoPaths.executable([
          "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
        ])
      else { throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`") }
      lab = try await LatencyLab.start(cli: cli, cliBuild: build, server: devServer)
      _ = try lab?.run(["history"], home: lab!.home)
    } catch let skipped as BenchmarkSkipped {
      cliNote = "CLI row skipped: \(skipped.reason)"
    } catch {
      lab?.stop()
      lab = nil
      cliNote = "CLI row failed to set up: \(error)"
    }
    return WaitCPUFixture(
      curl: curl, server: server, directory: directory, delayMilliseconds: iterations, lab: lab, cliNote: cliNote)
  }
}

/// The rounds of ``WaitCPU``: one delayed request per side per round.
final class WaitCPUFixture: MultiValueFixture {
  let curl: String
  let server: BenchServerProcess
  let directory: TemporaryDirectory
  let delayMilliseconds: Int
  let lab: LatencyLab?
  let cliNote: String?
  let client: APIClient
  /// `session:` set: `HTTPTransport.urlSession`, which was `.live` before issue 25.
  let foundationClient: APIClient
  private let walls = LockedValue<(api: [Double], curl: [Double], cli: [Double])>(([], [], []))

  init(
    curl: String, server: BenchServerProcess, directory: TemporaryDirectory, delayMilliseconds: Int, lab: LatencyLab?,
    cliNote: String?
  ) {
    self.curl = curl
    self.server = server
    self.directory = directory
    self.delayMilliseconds = delayMilliseconds
    self.lab = lab
    self.cliNote = cliNote
    client = APIClient(
      configuration: APIClientConfiguration(environment: APIEnvironment(name: .development, baseURL: server.baseURL)))
    foundationClient = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: server.baseURL),
        session: URLSession(configuration: .noStorage)))
  }

  private var delay: Double { Double(delayMilliseconds) / 1000 }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let url = server.baseURL.appendingPathComponent("delay/\(delayMilliseconds)").absoluteString
    let result = try Subprocess.run(curl, ["-sS", "-o", "/dev/null", "-X", "POST", "-d", "{}", url])
    guard result.status == 0 else { throw FixtureError("curl exited \(result.status)") }
    walls.withLock { $0.curl.append(result.seconds) }
    let value = 1000 * result.cpuSeconds / delay
    return RoundResult(value, extras: ["cli": value, "foundation": value])
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let endpoint = Endpoint<ProfileDTO>(
      path: "/delay/\(delayMilliseconds)", method: .post, headers: ["Content-Type": "application/json"],
      body: Data("{}".utf8), requiresAuth: false, isIdempotent: true)
    let (wall, cpu) = try await measure(client, endpoint)
    let (_, foundationCPU) = try await measure(foundationClient, endpoint)
    walls.withLock { $0.api.append(wall) }
    return RoundResult(1000 * cpu / delay, extras: ["cli": try cliRound(), "foundation": 1000 * foundationCPU / delay])
  }

  /// Wall and process CPU seconds of one request.
  private func measure(_ client: APIClient, _ endpoint: Endpoint<ProfileDTO>) async throws -> (Double, Double) {
    let cpuBefore = ProcessMetrics.cpuSeconds()
    let wall = try await Stopwatch.seconds { try ProfileFixture.check(try await client.send(endpoint)) }
    return (wall, ProcessMetrics.cpuSeconds() - cpuBefore)
  }

  /// `history` at RTT 0 and at RTT = delay / 2; (ΔCPU) ÷ (Δwall).
  private func cliRound() throws -> Double {
    guard let lab else { return .nan }
    func once(_ rtt: Duration) throws -> Subprocess.Result {
      _ = lab.proxy.waitUntilIdle(timeout: .seconds(5))
      lab.proxy.rtt = rtt
      defer { lab.proxy.rtt = .zero }
      return try lab.run(["history"], home: lab.home)
    }
    let zero = try once(.zero)
    let slow = try once(.milliseconds(delayMilliseconds / 2))
    let waited = slow.seconds - zero.seconds
    walls.withLock { $0.cli.append(waited) }
    return 1000 * max(0, slow.cpuSeconds - zero.cpuSeconds) / max(waited, 0.001)
  }

  func findings() async -> Findings {
    let all = walls.value
    func range(_ values: [Double]) -> String {
      guard let low = values.min(), let high = values.max() else { return "—" }
      return String(format: "%.2f–%.2f s", low, high)
    }
    var cliNotes = ["waits \(range(all.cli)) longer than at RTT 0 (CLI's own CPU from wait4)"]
    if let lab { cliNotes.append("CLI \(lab.cliBuild) build") }
    if let cliNote { cliNotes = [cliNote] }
    return Findings(
      notes: [
        "server delay \(delayMilliseconds) ms (separate process); walls: APIClient \(range(all.api)), curl \(range(all.curl))"
      ],
      companionNotes: ["cli": cliNotes])
  }

  func tearDown() async {
    lab?.stop()
    server.stop()
    directory.remove()
  }
}
