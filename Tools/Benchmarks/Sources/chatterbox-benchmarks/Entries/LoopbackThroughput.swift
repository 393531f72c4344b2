import BenchmarkHarness
import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if BENCH_ASYNC_HTTP_CLIENT
  import AsyncHTTPClient
#endif

/// Requests per second and CPU per request on loopback (issue 25): `APIClient` over its default
/// transport (`HTTPTransport.live`, no `transport` or `session` set, as a library user gets it)
/// against AsyncHTTPClient, the tool a Swift server developer on Linux would otherwise reach for
/// (one shared `HTTPClient`, its default connection pool), and, as a second row, a bare shared
/// `URLSession`, and `APIClient` over `HTTPTransport.urlSession(URLSession(configuration:
/// .noStorage))`, which was `.live` before issue 25 (FoundationNetworking; a session per attempt,
/// `Connection: close`): the before/after of the transport in one run. Every side sends the same `POST` with `{}` and decodes the same 2,007-byte
/// answer with `JSONCoding.decoder` into ``ProfileDTO``, so the rows compare transports, not
/// decoding.
///
/// The server is ``BenchServer`` in a **separate process**, so process CPU time (read around each
/// slice with `CLOCK_PROCESS_CPUTIME_ID`) is the client's alone. `sequential`: one request at a
/// time. `concurrent`: an operation is a batch of 100 requests in flight at once in a task group,
/// and the figures are per request. Rows: wall time per request (its inverse is requests/s), then
/// CPU per request; the target is issue 25's 1.25× of AsyncHTTPClient. The `comparison` entries
/// (`…-foundationnetworking`) measure the FoundationNetworking client and the bare `URLSession`
/// against the same baseline in rounds of their own.
struct LoopbackThroughput: Benchmark {
  enum Mode: Sendable {
    case sequential, concurrent
  }

  let mode: Mode
  /// The comparison entry: APIClient over FoundationNetworking and a bare URLSession against the
  /// same baseline, in rounds of their own so neither disturbs the APIClient entry's rounds
  /// (FoundationNetworking opens and closes a connection per request).
  var comparison = false

  /// Requests in flight at once in `concurrent`.
  static let concurrency = 100

  private var baseID: String { mode == .sequential ? "loopback-throughput" : "loopback-throughput-100" }
  var id: String { comparison ? "\(baseID)-foundationnetworking" : baseID }
  var name: String {
    comparison
      ? "\(label): APIClient over FoundationNetworking (pre-issue-25 live transport), time per request"
      : "\(label): APIClient (live transport), time per request"
  }
  var baselineName: String { "AsyncHTTPClient, shared HTTPClient (default pool), same server and decoding" }
  var summary: String {
    "\(name) and CPU per request vs AsyncHTTPClient, and a bare URLSession; server in a separate process, "
      + "2 KB JSON decoded on every side."
  }
  var target: Target? { comparison ? nil : .atMost(1.25) }
  var slicesPerRound: Int { 10 }
  var companions: [Companion] {
    guard comparison else {
      return [
        Companion(
          key: "cpu", id: "\(id)-cpu", name: "\(label): APIClient (live transport), CPU per request",
          baselineName: "AsyncHTTPClient, CPU per request", metric: .timePerOperation, target: .atMost(1.25))
      ]
    }
    return [
      Companion(
        key: "cpu", id: "\(id)-cpu", name: "\(label): APIClient over FoundationNetworking, CPU per request",
        baselineName: "AsyncHTTPClient, CPU per request", metric: .timePerOperation),
      Companion(
        key: "urlsession", id: "\(baseID)-urlsession", name: "\(label): bare shared URLSession, time per request",
        baselineName: "AsyncHTTPClient", metric: .timePerOperation),
      Companion(
        key: "urlsession-cpu", id: "\(baseID)-urlsession-cpu",
        name: "\(label): bare shared URLSession, CPU per request",
        baselineName: "AsyncHTTPClient, CPU per request", metric: .timePerOperation),
    ]
  }

  private var label: String { mode == .sequential ? "Loopback, sequential" : "Loopback, 100 concurrent" }

  /// Operations per round: requests (sequential) or batches of 100 (concurrent).
  func iterations(for runMode: RunMode) -> Int {
    switch (mode, runMode) {
    case (.sequential, .full): 1000
    case (.sequential, .quick): 200
    case (.concurrent, .full): 40
    case (.concurrent, .quick): 10
    }
  }

  func makeFixture() async throws -> any BenchmarkFixture {
    #if BENCH_ASYNC_HTTP_CLIENT
      return try await makeThroughputFixture()
    #else
      throw BenchmarkSkipped(
        "built with CHATTERBOX_BENCH_WITHOUT_AHC=1, so without its AsyncHTTPClient baseline: rebuild without it")
    #endif
  }
}

#if BENCH_ASYNC_HTTP_CLIENT
  extension LoopbackThroughput {
    fileprivate func makeThroughputFixture() async throws -> any BenchmarkFixture {
      let directory = try TemporaryDirectory(prefix: "throughput")
      let server: BenchServerProcess
      do {
        server = try await BenchServerProcess(directory: directory.url, otherwise: "/fast")
      } catch {
        directory.remove()
        throw error
      }
      let fixture = ThroughputFixture(
        server: server, directory: directory, batch: mode == .sequential ? 1 : Self.concurrency,
        comparison: comparison)
      do {
        try await fixture.check()
      } catch {
        await fixture.tearDown()
        throw error
      }
      return fixture
    }
  }

  /// The three clients against one ``BenchServerProcess``.
  final class ThroughputFixture: MultiValueFixture {
    let server: BenchServerProcess
    let directory: TemporaryDirectory
    /// Requests per operation, all in flight at once.
    let batch: Int
    /// Whether the subject is FoundationNetworking and URLSession rather than the live transport.
    let comparison: Bool
    let client: APIClient
    /// `APIClient` with `session:` set: `HTTPTransport.urlSession`, the pre-issue-25 `.live`.
    let foundationClient: APIClient
    let endpoint = Endpoint<ProfileDTO>.rpc("get_profile", isIdempotent: true, requiresAuth: false)
    let httpClient: HTTPClient
    let session: URLSession
    let url: URL
    private let urlSessionFailure = LockedValue<String?>(nil)
    private let batchWalls = LockedValue<[String: [Double]]>([:])

    init(server: BenchServerProcess, directory: TemporaryDirectory, batch: Int, comparison: Bool) {
      self.server = server
      self.directory = directory
      self.batch = batch
      self.comparison = comparison
      url = server.baseURL.appendingPathComponent("rpc/get_profile")
      client = APIClient(
        configuration: APIClientConfiguration(environment: APIEnvironment(name: .development, baseURL: server.baseURL)))
      foundationClient = APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: server.baseURL),
          session: URLSession(configuration: .noStorage)))
      httpClient = HTTPClient(eventLoopGroupProvider: .singleton)
      let configuration = URLSessionConfiguration.ephemeral
      configuration.urlCache = nil
      configuration.timeoutIntervalForRequest = 20
      session = URLSession(configuration: configuration)
    }

    /// Every side gets the fixture's body before anything is timed.
    func check() async throws {
      try ProfileFixture.check(try await client.send(endpoint))
      try ProfileFixture.check(try await foundationClient.send(endpoint))
      try ProfileFixture.check(try await viaAsyncHTTPClient())
      try ProfileFixture.check(try await viaURLSession())
    }

    func baselineRound(iterations: Int) async throws -> RoundResult {
      let (wall, cpu) = try await timed(iterations, side: "AsyncHTTPClient") { try await self.viaAsyncHTTPClient() }
      return RoundResult(wall, extras: ["cpu": cpu, "urlsession": wall, "urlsession-cpu": cpu])
    }

    func subjectRound(iterations: Int) async throws -> RoundResult {
      guard comparison else {
        let (wall, cpu) = try await timed(iterations, side: "APIClient") { try await self.client.send(self.endpoint) }
        return RoundResult(wall, extras: ["cpu": cpu])
      }
      let (wall, cpu) = try await timed(iterations, side: "FoundationNetworking") {
        try await self.foundationClient.send(self.endpoint)
      }
      var extras = ["cpu": cpu, "urlsession": Double.nan, "urlsession-cpu": Double.nan]
      if urlSessionFailure.value == nil {
        do {
          let (sessionWall, sessionCPU) = try await timed(iterations, side: "URLSession") {
            try await self.viaURLSession()
          }
          extras["urlsession"] = sessionWall
          extras["urlsession-cpu"] = sessionCPU
        } catch {
          // FoundationNetworking's shared session can stall on reuse (ADR 0022): a row of its own,
          // not a reason to lose the other rows.
          urlSessionFailure.withLock { $0 = "\(error)" }
        }
      }
      return RoundResult(wall, extras: extras)
    }

    /// Wall and process CPU seconds per request over `operations` batches; in concurrent mode each
    /// batch's wall is kept under `side`, for the Notes (a stall shows as one slow batch).
    private func timed(
      _ operations: Int, side: String, _ request: @escaping @Sendable () async throws -> ProfileDTO
    ) async throws -> (Double, Double) {
      let batch = self.batch
      let cpuBefore = ProcessMetrics.cpuSeconds()
      var batchWalls: [Double] = []
      let wall = try await Stopwatch.seconds {
        for _ in 0..<operations {
          if batch == 1 {
            blackHole(try await request())
          } else {
            batchWalls.append(
              try await Stopwatch.seconds {
                try await withThrowingTaskGroup(of: Void.self) { group in
                  for _ in 0..<batch { group.addTask { blackHole(try await request()) } }
                  try await group.waitForAll()
                }
              })
          }
        }
      }
      if !batchWalls.isEmpty { self.batchWalls.withLock { $0[side, default: []] += batchWalls } }
      let requests = Double(operations * batch)
      return (wall / requests, (ProcessMetrics.cpuSeconds() - cpuBefore) / requests)
    }

    private func viaAsyncHTTPClient() async throws -> ProfileDTO {
      var request = HTTPClientRequest(url: url.absoluteString)
      request.method = .POST
      request.headers.add(name: "Content-Type", value: "application/json")
      request.headers.add(name: "Accept", value: "application/json")
      request.body = .bytes(Array("{}".utf8))
      let response = try await httpClient.execute(request, timeout: .seconds(20))
      guard response.status.code == 200 else { throw FixtureError("AsyncHTTPClient got \(response.status.code)") }
      let body = try await response.body.collect(upTo: 1 << 20)
      return try JSONCoding.decoder.decode(ProfileDTO.self, from: Data(body.readableBytesView))
    }

    private func viaURLSession() async throws -> ProfileDTO {
      var request = URLRequest(url: url)
      request.httpMethod = "POST"
      request.httpBody = Data("{}".utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      let (data, response) = try await session.data(for: request)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw FixtureError("URLSession got no 200") }
      return try JSONCoding.decoder.decode(ProfileDTO.self, from: data)
    }

    func findings() async -> Findings {
      var findings = Findings(notes: [
        "server: chatterbox-benchmarks serve, a separate process (keep-alive, thread per connection)",
        batch == 1 ? "one request at a time" : "\(batch) requests in flight per batch",
        "AsyncHTTPClient's default pool (8 connections per host)",
      ])
      for (side, walls) in batchWalls.value.sorted(by: { $0.key < $1.key }) {
        let slow = walls.filter { $0 > 0.5 }.count
        findings.notes.append(
          String(
            format: "%@ batches of %d: median %.1f ms, slowest %.0f ms, %d over 500 ms", side, batch,
            Statistics.median(walls) * 1000, (walls.max() ?? 0) * 1000, slow))
      }
      if let failure = urlSessionFailure.value {
        findings.companionNotes["urlsession"] = ["URLSession failed, row dropped after: \(failure)"]
      }
      return findings
    }

    func tearDown() async {
      try? await httpClient.shutdown()
      session.invalidateAndCancel()
      server.stop()
      directory.remove()
    }
  }
#endif
