import BenchmarkHarness
import Foundation
import LatencyProxy
import Observability

/// Round trips and connections over TLS at 100 ms RTT (issue 25: every request of `practice`
/// arrived on its own TLS connection, 5.80 round trips against a floor of 4 before TLS). The chain:
/// client → ``LatencyProxy`` (100 ms RTT; 0 on the baseline side) → nginx terminating TLS
/// (``TLSFront``, a CA made for the run) → the dev server. The dev server's `--public-url` is
/// the https proxy, so upload URLs and magic links go the same way.
///
/// Rows, each (wall at 100 ms − median wall at RTT 0) ÷ RTT against its floor on **one**
/// connection (1 RTT TCP + 1 RTT TLS 1.3 + 1 per request):
/// - `chatterbox practice en-002 --audio <1 MB WAV> --yes` (floor 5: create, PUT, complete);
/// - an interactive-like sequence, ``InteractiveRunner`` in a child process: `get_cues`,
///   `list_recordings`, `me` on one `APIClient` with 500 ms pauses (floor 5; pauses excluded);
/// - the TCP connections each used (counted by the proxy; floor 1).
/// Notes: requests per TLS connection from nginx's `$connection`/`$connection_requests`.
///
/// The CLI trusts the run's CA through `CHATTERBOX_CA_FILE` (a CLI from before that option fails
/// to sign in, and the entry fails saying so); the runner through `TransferPolicy.additionalTrustedCertificates`. Needs nginx and openssl
/// (skipped with a message otherwise), the CLI and the dev server builds.
struct PracticeRTTTLS: Benchmark {
  static let rtt = Duration.milliseconds(100)

  let id = "practice-rtt-tls"
  let name = "`chatterbox practice` at 100 ms RTT over TLS (nginx): round trips on the critical path"
  let baselineName = "floor: create, PUT, complete on one TLS 1.3 connection (5)"
  var summary: String {
    "chatterbox practice and a three-action APIClient session through the latency proxy (100 ms) and nginx TLS "
      + "in front of the dev server: round trips and connections vs the floor on one connection."
  }
  var metric: Metric { .plain(unit: "RTT") }
  var target: Target? { .subjectAtMost(6) }
  var companions: [Companion] {
    [
      Companion(
        key: "practice-connections", id: "practice-rtt-tls-connections",
        name: "`chatterbox practice` over TLS: TCP connections", baselineName: "floor: one connection",
        metric: .plain(unit: "connections"), target: .subjectAtMost(1)),
      Companion(
        key: "interactive", id: "interactive-rtt-tls",
        name: "Three actions on one APIClient at 100 ms RTT over TLS: round trips on the critical path",
        baselineName: "floor: get_cues, list_recordings, me on one TLS 1.3 connection (5)",
        metric: .plain(unit: "RTT"), target: .subjectAtMost(6)),
      Companion(
        key: "interactive-connections", id: "interactive-rtt-tls-connections",
        name: "Three actions on one APIClient over TLS: TCP connections", baselineName: "floor: one connection",
        metric: .plain(unit: "connections"), target: .subjectAtMost(1)),
    ]
  }
  func iterations(for mode: RunMode) -> Int { 1 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 2 : 5 }
  var warmUpRounds: Int { 1 }

  func makeFixture() async throws -> any BenchmarkFixture {
    let (cli, build) = try CLILatency.cliBinary()
    guard
      let devServer = RepoPaths.executable([
        "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
      ])
    else { throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`") }
    return try await TLSLab.start(cli: cli, cliBuild: build, server: devServer)
  }
}

/// The chain of ``PracticeRTTTLS`` and its rounds.
final class TLSLab: MultiValueFixture {
  let proxy: LatencyProxy
  let server: DevServerProcess
  let front: TLSFront
  let directory: TemporaryDirectory
  let cli: URL
  let cliBuild: String
  let home: URL
  let take: URL
  let token: String
  let profileID: String
  private let zeroWalls = LockedValue<(practice: [Double], interactive: [Double])>(([], []))
  private let notes = LockedValue<[String: [String]]>([:])

  private init(
    proxy: LatencyProxy, server: DevServerProcess, front: TLSFront, directory: TemporaryDirectory, cli: URL,
    cliBuild: String, token: String, profileID: String
  ) {
    self.proxy = proxy
    self.server = server
    self.front = front
    self.directory = directory
    self.cli = cli
    self.cliBuild = cliBuild
    self.token = token
    self.profileID = profileID
    home = directory.url.appendingPathComponent("home", isDirectory: true)
    take = directory.file("take.wav")
  }

  var apiURL: String { "https://127.0.0.1:\(proxy.port)" }

  static func start(cli: URL, cliBuild: String, server binary: URL) async throws -> TLSLab {
    let directory = try TemporaryDirectory(prefix: "tls")
    var stops: [() -> Void] = [{ directory.remove() }]
    do {
      let proxy = try LatencyProxy(.init(lifetime: .seconds(600), idleTimeout: .seconds(30)))
      stops.insert({ proxy.stop() }, at: 0)
      let server = try await DevServerProcess(
        binary: binary, directory: directory.url,
        extraArguments: [
          "--public-url", "https://127.0.0.1:\(proxy.port)", "--magic-link-rate-limit", "10000",
          "--magic-link-cooldown", "0",
        ])
      stops.insert({ server.stop() }, at: 0)
      guard let devPort = server.baseURL.port else { throw FixtureError("the dev server's URL has no port") }
      let front = try TLSFront(directory: directory.url, upstreamPort: UInt16(devPort))
      stops.insert({ front.stop() }, at: 0)
      proxy.upstreamPort = front.port
      // The runner's learner, signed in directly (set-up, plain HTTP to the dev server).
      let token = try await server.signIn(email: "tls-runner@example.com")
      let profile = try await server.rpc("set_active_profile", ["language_code": "en"], token: token)
      guard let profileID = (profile["id"] ?? profile["profile_id"]) as? String else {
        throw FixtureError("set_active_profile gave no profile id")
      }
      let lab = TLSLab(
        proxy: proxy, server: server, front: front, directory: directory, cli: cli, cliBuild: cliBuild, token: token,
        profileID: profileID)
      try LatencyLab.writeTake(to: lab.take, bytes: 1_000_000)
      try await lab.signInCLI()
      return lab
    } catch {
      for stop in stops { stop() }
      throw error
    }
  }

  /// `login --email`, the link from the dev outbox, `open`, `language set en`, `cues` once (so
  /// `practice` knows the cue), all through TLS at RTT 0.
  private func signInCLI() async throws {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let email = "tls-cli@example.com"
    _ = try run(["login", "--email", email])
    let link = try await server.magicLink(for: email)
    _ = try run(["open", link])
    _ = try run(["language", "set", "en"])
    _ = try run(["cues", "--count", "3"])
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> Subprocess.Result {
    var environment = ProcessInfo.processInfo.environment.filter { name, _ in
      !name.hasPrefix("CHATTERBOX_")
        && !["http_proxy", "https_proxy", "all_proxy", "no_proxy"].contains(name.lowercased())
    }
    environment["CHATTERBOX_HOME"] = home.path
    environment["CHATTERBOX_API_URL"] = apiURL
    environment["CHATTERBOX_LANG"] = "en"
    environment["CHATTERBOX_CA_FILE"] = front.caFile.path
    let result = try Subprocess.run(cli.path, arguments, environment: environment)
    guard result.status == 0 else {
      let output = String(decoding: result.output.prefix(300), as: UTF8.self)
      throw FixtureError("`chatterbox \(arguments.joined(separator: " "))` over TLS exited \(result.status): \(output)")
    }
    return result
  }

  /// One practice and one interactive sequence at `rtt`: (practice wall, interactive wall,
  /// practice connections, interactive connections).
  private func pass(rtt: Duration) throws -> (Double, Double, Int, Int) {
    func quiet() {
      _ = proxy.waitUntilIdle(timeout: .seconds(5))
      _ = proxy.drainLog()
      _ = front.drainLog()
    }
    quiet()
    proxy.rtt = rtt
    defer { proxy.rtt = .zero }
    let practice = try run(["practice", LatencyCommand.practiceCue, "--audio", take.path, "--yes"])
    _ = proxy.waitUntilIdle(timeout: .seconds(5))
    let practiceConnections = proxy.drainLog().connections.count
    record("practice", rtt: rtt, front.drainLog())

    let runner = try Subprocess.run(
      SelfExecutable.url.path, ["interactive", apiURL, front.caFile.path, token, profileID])
    let line = String(decoding: runner.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let walls = line.split(separator: " ").compactMap { Double($0) }
    guard walls.count == 3 else { throw FixtureError("the interactive runner said: \(line.prefix(300))") }
    _ = proxy.waitUntilIdle(timeout: .seconds(5))
    let interactiveConnections = proxy.drainLog().connections.count
    record("interactive", rtt: rtt, front.drainLog())
    return (practice.seconds, walls.reduce(0, +), practiceConnections, interactiveConnections)
  }

  /// Keeps the last pass's nginx view: requests per TLS connection and the protocol.
  private func record(_ key: String, rtt: Duration, _ requests: [TLSFront.LoggedRequest]) {
    var perConnection: [Int: Int] = [:]
    for request in requests { perConnection[request.connection, default: 0] += 1 }
    let counts = perConnection.keys.sorted().map { String(perConnection[$0]!) }.joined(separator: ", ")
    let protocols = Set(requests.map { String($0.line.split(separator: " ").last ?? "?") }).sorted().joined(
      separator: "/")
    let paths = requests.map { $0.line.split(separator: " ").prefix(2).joined(separator: " ") }.joined(separator: ", ")
    notes.withLock {
      $0["\(key)-\(rtt == .zero ? "0" : "rtt")"] = [
        "nginx at \(rtt == .zero ? "RTT 0" : "100 ms"): \(requests.count) requests on \(perConnection.count) TLS "
          + "connection(s) [requests each: \(counts)], \(protocols): \(paths)"
      ]
    }
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let (practice, interactive, _, _) = try pass(rtt: .zero)
    zeroWalls.withLock {
      $0.practice.append(practice)
      $0.interactive.append(interactive)
    }
    return RoundResult(5, extras: ["practice-connections": 1, "interactive": 5, "interactive-connections": 1])
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let (practice, interactive, practiceConnections, interactiveConnections) = try pass(rtt: PracticeRTTTLS.rtt)
    let zero = zeroWalls.value
    let rtt = PracticeRTTTLS.rtt.seconds
    let practiceTrips = (practice - Statistics.median(zero.practice)) / rtt
    let interactiveTrips = (interactive - Statistics.median(zero.interactive)) / rtt
    return RoundResult(
      practiceTrips,
      extras: [
        "practice-connections": Double(practiceConnections), "interactive": interactiveTrips,
        "interactive-connections": Double(interactiveConnections),
      ])
  }

  func findings() async -> Findings {
    let all = notes.value
    let zero = zeroWalls.value
    return Findings(
      notes: (all["practice-rtt"] ?? []) + [
        String(format: "wall at RTT 0: median %.2f s", Statistics.median(zero.practice)),
        "CLI \(cliBuild) build, CA via CHATTERBOX_CA_FILE",
        front.offersHTTP2
          ? "nginx offers h2 (stream window \(front.http2Window)) and http/1.1 (ALPN)"
          : "nginx offers http/1.1 only (CHATTERBOX_BENCH_TLS_HTTP1=1)",
      ],
      companionNotes: [
        "practice-connections": all["practice-rtt"] ?? [],
        "interactive": (all["interactive-rtt"] ?? [])
          + [
            String(
              format: "3 actions at RTT 0: median %.3f s (500 ms pauses not counted)",
              Statistics.median(zero.interactive))
          ],
        "interactive-connections": all["interactive-rtt"] ?? [],
      ])
  }

  func tearDown() async {
    front.stop()
    proxy.stop()
    server.stop()
    directory.remove()
  }
}
