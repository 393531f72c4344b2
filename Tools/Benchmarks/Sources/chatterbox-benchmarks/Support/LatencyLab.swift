import AudioCapture
import BenchmarkHarness
import Foundation
import LatencyProxy
import Observability

/// What `cli-latency` runs the CLI in: the dev server behind a ``LatencyProxy``, a learner signed
/// in through the proxy, a 1 MB take, and a way to run one `chatterbox` command at a chosen RTT
/// and see what it sent.
final class LatencyLab: Sendable {
  /// One timed command.
  struct Run: Sendable {
    /// From `posix_spawn` to `wait4`.
    let wall: Double
    /// TCP connections the proxy accepted while it ran.
    let connections: Int
    /// Each request: when the client sent it (seconds after launch) and `METHOD /path`.
    let requests: [(sentAt: Double, line: String)]
    /// Connections the proxy could not follow or forward (should be none).
    let troubles: [String]
  }

  let proxy: LatencyProxy
  let server: DevServerProcess
  let directory: TemporaryDirectory
  let cli: URL
  /// `release` or `debug`.
  let cliBuild: String
  /// The 1 MB WAV `practice` uploads.
  let take: URL
  /// `CHATTERBOX_HOME` of the learner whose commands are "warm".
  let home: URL
  private let learners = LockedValue(0)

  private init(
    proxy: LatencyProxy, server: DevServerProcess, directory: TemporaryDirectory, cli: URL, cliBuild: String, take: URL
  ) {
    self.proxy = proxy
    self.server = server
    self.directory = directory
    self.cli = cli
    self.cliBuild = cliBuild
    self.take = take
    home = directory.url.appendingPathComponent("home-warm", isDirectory: true)
  }

  /// Starts the proxy and the dev server behind it, writes the take and signs the warm learner in.
  static func start(cli: URL, cliBuild: String, server binary: URL) async throws -> LatencyLab {
    let directory = try TemporaryDirectory(prefix: "latency")
    // Ten minutes is far beyond the entry's minute or two; past it the proxy stops by itself.
    let proxy = try LatencyProxy(.init(lifetime: .seconds(600), idleTimeout: .seconds(30)))
    let server: DevServerProcess
    do {
      server = try await DevServerProcess(
        binary: binary, directory: directory.url,
        extraArguments: [
          // Upload URLs and magic links must name the proxy, or the PUT and `open` would bypass it.
          "--public-url", proxy.baseURL,
          // Every round signs a new learner in from 127.0.0.1 (the default allows 5 an hour).
          "--magic-link-rate-limit", "10000", "--magic-link-cooldown", "0",
        ])
    } catch {
      proxy.stop()
      directory.remove()
      throw error
    }
    let lab = LatencyLab(
      proxy: proxy, server: server, directory: directory, cli: cli, cliBuild: cliBuild,
      take: directory.file("take.wav"))
    do {
      guard let port = server.baseURL.port else { throw FixtureError("the dev server's URL has no port") }
      proxy.upstreamPort = UInt16(port)
      try writeTake(to: lab.take, bytes: 1_000_000)
      try await lab.signIn(email: "latency-warm@example.com", home: lab.home)
      return lab
    } catch {
      lab.stop()
      throw error
    }
  }

  func stop() {
    proxy.stop()
    server.stop()
    directory.remove()
  }

  /// A new learner's email and `CHATTERBOX_HOME`, for a cold first command.
  func newLearner() -> (email: String, home: URL) {
    let number = learners.withLock { count -> Int in
      count += 1
      return count
    }
    return ("latency-cold-\(number)@example.com", directory.url.appendingPathComponent("home-cold-\(number)"))
  }

  /// Signs `email` in as a learner would, through the proxy at RTT 0: `login --email`, the link
  /// from the dev outbox, `open <link>`, `language set en`.
  func signIn(email: String, home: URL) async throws {
    proxy.rtt = .zero
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    _ = try run(["login", "--email", email], home: home)
    let link = try await server.magicLink(for: email)
    _ = try run(["open", link], home: home)
    _ = try run(["language", "set", "en"], home: home)
  }

  /// Runs one command at `rtt` and returns its wall time and what it sent. Waits (untimed) for
  /// the previous command's connections to close first, and for its own after, so each run's
  /// counts are its own.
  func measure(_ arguments: [String], home: URL, rtt: Duration) throws -> Run {
    _ = proxy.waitUntilIdle(timeout: .seconds(5))
    _ = proxy.drainLog()
    proxy.rtt = rtt
    defer { proxy.rtt = .zero }
    let launchedAt = ContinuousClock.now
    let result = try run(arguments, home: home)
    guard proxy.waitUntilIdle(timeout: .seconds(5)) else {
      throw FixtureError("`\(arguments.joined(separator: " "))` left a connection open 5 s after it exited")
    }
    let log = proxy.drainLog()
    let requests = log.requests.map { request in
      ((request.sentAt - launchedAt).seconds, "\(request.head.method) \(request.head.path)")
    }
    let troubles =
      log.unparsedConnections.map { "connection \($0): request lines lost" }
      + log.failedUpstreamConnections.map { "connection \($0): could not reach the dev server" }
    return Run(wall: result.seconds, connections: log.connections.count, requests: requests, troubles: troubles)
  }

  /// Runs `chatterbox <arguments>` with `home` as `CHATTERBOX_HOME` and the proxy as the server;
  /// throws unless it exits 0.
  @discardableResult
  func run(_ arguments: [String], home: URL) throws -> Subprocess.Result {
    let result = try Subprocess.run(cli.path, arguments, environment: environment(home: home))
    guard result.status == 0 else {
      let output = String(decoding: result.output.prefix(300), as: UTF8.self)
      throw FixtureError("`chatterbox \(arguments.joined(separator: " "))` exited \(result.status): \(output)")
    }
    return result
  }

  /// This process's environment without anything that would change the CLI's behaviour or send
  /// it elsewhere (other `CHATTERBOX_*` settings, HTTP proxies libcurl would honour), plus the
  /// learner's home, the proxy's URL and English output.
  func environment(home: URL) -> [String: String] {
    let proxyVariables: Set<String> = ["http_proxy", "https_proxy", "all_proxy", "no_proxy"]
    var environment = ProcessInfo.processInfo.environment.filter { name, _ in
      !name.hasPrefix("CHATTERBOX_") && !proxyVariables.contains(name.lowercased())
    }
    environment["CHATTERBOX_HOME"] = home.path
    environment["CHATTERBOX_API_URL"] = proxy.baseURL
    environment["CHATTERBOX_LANG"] = "en"
    return environment
  }

  /// A speech-like 48 kHz mono WAV of `bytes` bytes (header included).
  static func writeTake(to url: URL, bytes: Int) throws {
    let writer = try WAVWriter(creating: url, format: .speech)
    let block = ToneGenerator.speechLike(duration: .seconds(10))
    var remaining = (bytes - 44) / 2
    while remaining > 0 {
      let count = min(remaining, block.count)
      try writer.append(count == block.count ? block : Array(block.prefix(count)))
      remaining -= count
    }
    _ = try writer.finish()
  }
}
