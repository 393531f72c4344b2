import BenchmarkHarness
import Foundation
import Observability

/// Peak RSS of a client handed an answer far over its cap (issue 25: a 1 MB gzip body that
/// inflates to 1 GB took `cues` to 5.29 GB RSS and a 1 GB cue cache). Each figure is a **child
/// process's own** peak (`VmHWM` sampled from `/proc/<pid>/status`, see `Subprocess`):
///
/// - own row: `chatterbox-benchmarks fetch` (``FetchRunner``: a default `APIClient`, live
///   transport, standard 8 MiB answer cap) `GET`s ``BenchServer``'s `/bomb`, 1 GiB of JSON
///   whitespace gzipped to ~1 MB, served with `Content-Encoding: gzip`;
/// - `plain`: the same runner `GET`s a plain 500 MB body;
/// - `cli`: `chatterbox cues --count 3` by a learner signed in through ``LatencyProxy`` to the dev
///   server, after the proxy is switched to a ``BenchServer`` that answers every path with the
///   bomb (needs the CLI and dev server builds; the row is empty and says why without them).
///
/// Baselines: the same runner receiving an allowed 1 MiB answer, and the same CLI command
/// answered by the dev server. Target: ≤ 64 MiB for each subject (issue 25). Invariants (❌ when
/// broken): the runner reports `NetworkError.answerTooLarge`, and the CLI's home grows by less
/// than 1 MiB (nothing of the bomb is cached).
struct AnswerCapRSS: Benchmark {
  let id = "answer-cap-rss"
  let name = "Answer cap: peak RSS of an APIClient process sent a 1 GB gzip bomb"
  let baselineName = "the same process receiving an allowed 1 MiB answer"
  var summary: String {
    "Peak RSS of child processes (APIClient runner; chatterbox cues) sent a 1 MB gzip body that inflates to 1 GiB, "
      + "and a plain 500 MB body, vs an allowed answer; the refusal must be answerTooLarge and nothing cached."
  }
  var metric: Metric { .bytes }
  var target: Target? { .subjectAtMost(64 * 1024 * 1024) }
  var companions: [Companion] {
    [
      Companion(
        key: "plain", id: "answer-cap-rss-plain",
        name: "Answer cap: peak RSS of an APIClient process sent 500 MB plain",
        baselineName: "the same process receiving an allowed 1 MiB answer", metric: .bytes,
        target: .subjectAtMost(64 * 1024 * 1024)),
      Companion(
        key: "cli", id: "answer-cap-rss-cli", name: "Answer cap: peak RSS of `chatterbox cues` sent a 1 GB gzip bomb",
        baselineName: "`chatterbox cues` answered by the dev server", metric: .bytes,
        target: .subjectAtMost(64 * 1024 * 1024)),
    ]
  }
  func iterations(for mode: RunMode) -> Int { 1 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }
  var warmUpRounds: Int { 0 }

  /// Uncompressed size of the bomb.
  static let bombBytes = 1 << 30
  static let plainBytes = 500_000_000
  static let allowedBytes = 1 << 20

  func makeFixture() async throws -> any BenchmarkFixture {
    let directory = try TemporaryDirectory(prefix: "answer-cap")
    var servers: [BenchServerProcess] = []
    var lab: LatencyLab?
    do {
      let bomb = directory.file("bomb.gz")
      let made = try Subprocess.run(
        "/bin/sh", ["-c", "head -c \(Self.bombBytes) /dev/zero | tr '\\0' ' ' | gzip -9 > '\(bomb.path)'"])
      let size = (try? FileManager.default.attributesOfItem(atPath: bomb.path)[.size] as? Int) ?? 0
      guard made.status == 0, size > 0 else { throw FixtureError("could not make the gzip bomb (gzip, tr, head)") }
      let server = try await BenchServerProcess(directory: directory.url, bomb: bomb)
      servers.append(server)
      var cliNote: String?
      var bombFront: BenchServerProcess?
      do {
        let (cli, build) = try CLILatency.cliBinary()
        guard
          let devServer = RepoPaths.executable([
            "Tools/DevServer/.build/release/chatterbox-dev-server",
            "Tools/DevServer/.build/debug/chatterbox-dev-server",
          ])
        else { throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`") }
        let front = try await BenchServerProcess(directory: directory.url, bomb: bomb, otherwise: "/bomb")
        servers.append(front)
        bombFront = front
        lab = try await LatencyLab.start(cli: cli, cliBuild: build, server: devServer)
      } catch let skipped as BenchmarkSkipped {
        cliNote = "CLI row skipped: \(skipped.reason)"
      }
      return AnswerCapFixture(
        directory: directory, server: server, bombFront: bombFront, servers: servers, lab: lab, cliNote: cliNote,
        gzipBytes: size)
    } catch {
      lab?.stop()
      for server in servers { server.stop() }
      directory.remove()
      throw error
    }
  }
}

/// The rounds of ``AnswerCapRSS``.
final class AnswerCapFixture: MultiValueFixture {
  let directory: TemporaryDirectory
  let server: BenchServerProcess
  let bombFront: BenchServerProcess?
  let servers: [BenchServerProcess]
  let lab: LatencyLab?
  let cliNote: String?
  let gzipBytes: Int
  private let outcomes = LockedValue<[String: [String]]>([:])
  private let violations = LockedValue<[String]>([])

  init(
    directory: TemporaryDirectory, server: BenchServerProcess, bombFront: BenchServerProcess?,
    servers: [BenchServerProcess], lab: LatencyLab?, cliNote: String?, gzipBytes: Int
  ) {
    self.directory = directory
    self.server = server
    self.bombFront = bombFront
    self.servers = servers
    self.lab = lab
    self.cliNote = cliNote
    self.gzipBytes = gzipBytes
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let allowed = try fetch("/plain/\(AnswerCapRSS.allowedBytes)", key: "allowed")
    var cli = Double.nan
    if let lab {
      let result = try lab.run(["cues", "--count", "3"], home: lab.home)
      cli = Double(result.peakResidentBytes)
    }
    return RoundResult(allowed, extras: ["plain": allowed, "cli": cli])
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let bomb = try fetch("/bomb", key: "bomb", expectRefusal: true)
    let plain = try fetch("/plain/\(AnswerCapRSS.plainBytes)", key: "plain", expectRefusal: true)
    return RoundResult(bomb, extras: ["plain": plain, "cli": try await cliBomb()])
  }

  /// Runs the `fetch` child; its peak RSS in bytes.
  private func fetch(_ path: String, key: String, expectRefusal: Bool = false) throws -> Double {
    let result = try Subprocess.run(SelfExecutable.url.path, ["fetch", server.baseURL.absoluteString, path])
    let line = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let outcome = result.status == 0 ? line : "exit \(result.status) \(line)"
    outcomes.withLock { $0[key, default: []].append(outcome) }
    if expectRefusal, !line.hasPrefix("refused answerTooLarge") {
      violations.withLock { $0.append("\(path): expected NetworkError.answerTooLarge, got `\(outcome.prefix(120))`") }
    }
    if !expectRefusal, !line.hasPrefix("ok") {
      throw FixtureError("the allowed answer failed: \(outcome.prefix(200))")
    }
    return Double(result.peakResidentBytes)
  }

  /// A new learner signed in at the dev server, then `cues` with the proxy pointed at the bomb.
  private func cliBomb() async throws -> Double {
    guard let lab, let bombFront, let devPort = lab.server.baseURL.port else { return .nan }
    let learner = lab.newLearner()
    try await lab.signIn(email: learner.email, home: learner.home)
    defer { try? FileManager.default.removeItem(at: learner.home) }
    let before = Self.bytes(under: learner.home)
    _ = lab.proxy.waitUntilIdle(timeout: .seconds(5))
    lab.proxy.upstreamPort = bombFront.port
    defer { lab.proxy.upstreamPort = UInt16(devPort) }
    let result = try Subprocess.run(
      lab.cli.path, ["cues", "--count", "3"], environment: lab.environment(home: learner.home))
    _ = lab.proxy.waitUntilIdle(timeout: .seconds(5))
    let grown = Self.bytes(under: learner.home) - before
    outcomes.withLock {
      $0["cli", default: []].append("exit \(result.status), printed \(result.output.count) B, home +\(grown) B")
    }
    if grown >= 1 << 20 {
      violations.withLock { $0.append("`chatterbox cues` kept \(grown) bytes of the bomb in its home") }
    }
    if result.status >= 128 {
      violations.withLock { $0.append("`chatterbox cues` was killed by signal \(result.status - 128)") }
    }
    return Double(result.peakResidentBytes)
  }

  private static func bytes(under url: URL) -> Int {
    guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey]) else {
      return 0
    }
    var total = 0
    for case let file as URL in walker { total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }
    return total
  }

  func findings() async -> Findings {
    let all = outcomes.value
    func seen(_ key: String) -> String { Array(Set(all[key] ?? [])).sorted().joined(separator: "; ") }
    var cliNotes = ["CLI: \(seen("cli"))"]
    if let lab { cliNotes.append("CLI \(lab.cliBuild) build") }
    if let cliNote { cliNotes = [cliNote] }
    return Findings(
      notes: ["gzip \(gzipBytes) B → \(AnswerCapRSS.bombBytes) B", "runner: \(seen("bomb"))"],
      violations: violations.value,
      companionNotes: ["plain": ["runner: \(seen("plain"))"], "cli": cliNotes])
  }

  func tearDown() async {
    lab?.stop()
    for server in servers { server.stop() }
    directory.remove()
  }
}
