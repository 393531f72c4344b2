import BenchmarkHarness
import Foundation
import Observability

/// `chatterbox --version` from `posix_spawn` to its first byte on stdout, against `/bin/true`
/// from `posix_spawn` to end-of-file on its stdout (it prints nothing; it exits): what the
/// dynamic loader, the Swift runtime, Foundation and the CLI's start-up add to launching any
/// program at all. Launches alternate in slices, so page-cache and load changes hit both sides.
///
/// The binary is `<root>/.build/release/chatterbox` (`swift build -c release --product chatterbox`
/// in the root); if only a debug build exists it is used and the row says so. The benchmark never
/// builds the CLI itself: a release build of the whole app takes minutes on 2 cores, far beyond
/// the CI budget.
struct CLIColdStart: Benchmark {
  let id = "cli-cold-start"
  let name = "CLI cold start to first output (chatterbox --version)"
  let baselineName = "/bin/true (to exit)"
  var summary: String {
    "posix_spawn of <root>/.build/release/chatterbox --version to its first byte on stdout vs posix_spawn of "
      + "/bin/true to its exit; median per launch."
  }
  var slicesPerRound: Int { 5 }

  /// Launches per side per round.
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 5 : 20 }

  func makeFixture() async throws -> any BenchmarkFixture {
    let candidates = [(".build/release/chatterbox", "release"), (".build/debug/chatterbox", "debug")]
    guard
      let (binary, build) = candidates.lazy.map({ (RepoPaths.url($0.0), $0.1) })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.0.path) })
    else {
      throw BenchmarkSkipped(
        "the CLI is not built: run `swift build -c release --product chatterbox` in the repository root first")
    }
    let trueProgram = ["/bin/true", "/usr/bin/true"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let trueProgram else { throw BenchmarkSkipped("no /bin/true") }
    let check = try Subprocess.run(binary.path, ["--version"])
    let version = String(decoding: check.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard check.status == 0, version.hasPrefix("chatterbox ") else {
      throw FixtureError("\(binary.path) --version exited \(check.status) printing \(version.prefix(80))")
    }
    return CLIColdStartFixture(binary: binary.path, build: build, version: version, trueProgram: trueProgram)
  }
}

private final class CLIColdStartFixture: BenchmarkFixture {
  let binary: String
  let build: String
  let version: String
  let trueProgram: String
  /// Every recorded subject launch: (to first output, to exit).
  let launches = LockedValue<[(first: Double, exit: Double)]>([])

  init(binary: String, build: String, version: String, trueProgram: String) {
    self.binary = binary
    self.build = build
    self.version = version
    self.trueProgram = trueProgram
  }

  func baseline(iterations: Int) async throws -> Double {
    var total = 0.0
    for _ in 0..<iterations {
      let launch = try Subprocess.run(trueProgram, [])
      guard launch.status == 0 else { throw FixtureError("\(trueProgram) exited \(launch.status)") }
      total += launch.firstOutputSeconds
    }
    return total / Double(iterations)
  }

  func subject(iterations: Int) async throws -> Double {
    var total = 0.0
    for _ in 0..<iterations {
      let launch = try Subprocess.run(binary, ["--version"])
      guard launch.status == 0, !launch.output.isEmpty else { throw FixtureError("\(binary) --version failed") }
      total += launch.firstOutputSeconds
      launches.withLock { $0.append((launch.firstOutputSeconds, launch.seconds)) }
    }
    return total / Double(iterations)
  }

  func findings() async -> Findings {
    let all = launches.value
    var notes = [
      "\(build) binary (\(version))",
      "per launch (\(all.count), warm-up included): first output \(Format.duration(Statistics.median(all.map(\.first)))), "
        + "exit \(Format.duration(Statistics.median(all.map(\.exit)))) (medians)",
    ]
    if build == "debug" { notes.append("DEBUG build: the release binary was not built; not comparable") }
    return Findings(notes: notes)
  }
}
