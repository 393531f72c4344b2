import BenchmarkHarness
import Foundation

/// What the CLI's commands cost on a real network: each command runs as a real `chatterbox`
/// process against the real dev server through ``LatencyProxy`` (Sources/LatencyProxy), once at
/// RTT 0 (the baseline side's rounds) and once at RTT 100 ms (the subject side's), and each row
/// gives the **round trips on the critical path**, (wall at 100 ms − wall at RTT 0) ÷ 100 ms,
/// against the command's **floor**. The Notes give both wall times with their ranges, the TCP
/// connections and HTTP requests per command (counted by the proxy), and when each request left
/// the client, in round trips after launch, which shows what waits for what.
///
/// Set-up (not timed): the proxy, the dev server behind it (`--public-url` set to the proxy, so
/// upload URLs and magic links go through it too), a learner signed in by magic link in a
/// temporary `CHATTERBOX_HOME` (`login --email`, the link from `/dev/outbox`, `open <link>`,
/// `language set en`), a 1 MB WAV, and one pass of the commands at RTT 0. Each round then runs:
///
/// - **cold**: a new learner signed in the same way at RTT 0 in a new home, then, at the side's
///   RTT, their first command, `cues --count 3`;
/// - **warm**: the first learner's `cues --count 3`, `history`, `whoami`, `languages` and
///   `practice <cue> --audio <1 MB WAV> --yes`, in that order, each one after another command.
///
/// The binaries are built elsewhere (minutes on 2 cores, far beyond the CI budget): the CLI by
/// `swift build -c release --product chatterbox` in the root (a debug build is used, and flagged,
/// if that is all there is; `CHATTERBOX_BENCH_CLI=<path>` measures another build), the dev server
/// by `swift build --package-path Tools/DevServer` (release if present, else debug).
struct CLILatency: Benchmark {
  /// The round-trip time of the subject side.
  static let rtt = Duration.milliseconds(100)

  /// The rows, in table order; the first is the entry's own row, the others its companions.
  static let commands: [LatencyCommand] = [
    LatencyCommand(
      key: "cues", arguments: ["cues", "--count", "3"], label: "warm `cues --count 3`", floor: 2,
      floorName: "floor: get_cues, new connection", target: 2.5),
    LatencyCommand(
      key: "history", arguments: ["history"], label: "warm `history`", floor: 2,
      floorName: "floor: list_recordings, new connection", target: 3),
    LatencyCommand(
      key: "whoami", arguments: ["whoami"], label: "warm `whoami`", floor: 2,
      floorName: "floor: me, new connection (0 from a fresh snapshot)", target: 1.5),
    LatencyCommand(
      key: "languages", arguments: ["languages"], label: "warm `languages`", floor: 2,
      floorName: "floor: app_config, new connection (0 from a fresh snapshot)", target: nil),
    LatencyCommand(
      key: "practice", arguments: ["practice", LatencyCommand.practiceCue, "--audio", "<take>", "--yes"],
      label: "warm `practice <cue> --audio <1 MB WAV> --yes`", floor: 4,
      floorName: "floor: create, PUT, complete on one connection", target: nil),
    LatencyCommand(
      key: "cold-cues", arguments: ["cues", "--count", "3"],
      label: "cold first command after sign-in (`cues --count 3`)",
      floor: 2, floorName: "floor: get_cues, new connection", target: 3, isFirstAfterSignIn: true),
  ]

  let id = "cli-latency"
  var name: String { Self.commands[0].rowName }
  var baselineName: String { Self.commands[0].floorName }
  var summary: String {
    "chatterbox processes against the dev server through a loopback proxy adding 100 ms of RTT (1 RTT per new "
      + "connection, ½ RTT per chunk each way): round trips on the critical path, (wall at 100 ms − wall at 0) ÷ RTT, "
      + "per command vs its floor; notes: walls, connections, requests."
  }
  var metric: Metric { .plain(unit: "RTT") }
  var target: Target? { Self.commands[0].target.map(Target.subjectAtMost) }
  var companions: [Companion] {
    Self.commands.dropFirst().map { command in
      Companion(
        key: command.key, id: "cli-latency-\(command.key)", name: command.rowName, baselineName: command.floorName,
        metric: .plain(unit: "RTT"), target: command.target.map(Target.subjectAtMost))
    }
  }
  /// A round is one pass of every command (a handful of processes), whatever the mode.
  func iterations(for mode: RunMode) -> Int { 1 }
  /// The fixture warms up itself (one pass at RTT 0 during set-up), so every round it sees is a
  /// recorded one and the first subject round has an RTT-0 pass to compare with.
  var warmUpRounds: Int { 0 }

  func makeFixture() async throws -> any BenchmarkFixture {
    let (cli, build) = try Self.cliBinary()
    guard
      let server = RepoPaths.executable([
        "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
      ])
    else {
      throw BenchmarkSkipped(
        "dev server not built: run `swift build --package-path Tools/DevServer` (several minutes on 2 cores), then re-run"
      )
    }
    let lab = try await LatencyLab.start(cli: cli, cliBuild: build, server: server)
    do {
      return try await CLILatencyFixture(lab: lab, commands: Self.commands, rtt: Self.rtt)
    } catch {
      lab.stop()
      throw error
    }
  }
}

extension CLILatency {
  /// Names another CLI binary to measure (an older commit's build, say), instead of the root's.
  static let cliOverride = "CHATTERBOX_BENCH_CLI"

  /// `$CHATTERBOX_BENCH_CLI` if set, else `<root>/.build/release/chatterbox`, else the debug build.
  static func cliBinary() throws -> (URL, String) {
    if let path = ProcessInfo.processInfo.environment[cliOverride], !path.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw BenchmarkSkipped("\(cliOverride)=\(path) is not an executable file")
      }
      return (URL(fileURLWithPath: path), path.contains("/release/") ? "release (\(cliOverride))" : "\(cliOverride)")
    }
    let candidates = [(".build/release/chatterbox", "release"), (".build/debug/chatterbox", "debug")]
    guard
      let found = candidates.lazy.map({ (RepoPaths.url($0.0), $0.1) })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.0.path) })
    else {
      throw BenchmarkSkipped(
        "the CLI is not built: run `swift build -c release --product chatterbox` in the repository root first")
    }
    return found
  }
}

/// One row of ``CLILatency``: a command, how it is run, and its floor.
struct LatencyCommand: Sendable {
  /// The cue `practice` answers (`cues` has shown it, so the CLI knows it).
  static let practiceCue = "en-002"

  /// Companion key and id suffix.
  let key: String
  /// The arguments; `<take>` stands for the WAV file's path.
  let arguments: [String]
  /// How the row names it.
  let label: String
  /// The fewest round trips it could take at 100 ms over plain HTTP (see docs/performance.md).
  let floor: Double
  /// The Baseline column: what the floor is made of.
  let floorName: String
  /// The bound from issue 14, in round trips.
  let target: Double?
  /// Run by a learner who has just signed in, rather than after another command.
  var isFirstAfterSignIn = false

  var rowName: String { "CLI at 100 ms RTT: \(label), round trips on the critical path" }

  /// The arguments with the take's path filled in.
  func arguments(take: String) -> [String] { arguments.map { $0 == "<take>" ? take : $0 } }

  /// How the summary and the notes name it.
  var commandLine: String {
    "chatterbox " + arguments.joined(separator: " ").replacingOccurrences(of: "<take>", with: "<1 MB WAV>")
  }
}
