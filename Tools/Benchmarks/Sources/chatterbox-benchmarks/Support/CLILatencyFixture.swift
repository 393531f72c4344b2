import BenchmarkHarness
import Foundation
import Observability

/// The rounds of ``CLILatency``: a baseline round is one pass of every command at RTT 0, a subject
/// round one pass at the entry's RTT. Each row's baseline value is its floor; its subject value
/// is that round's (wall − median wall at RTT 0 so far) ÷ RTT, the round trips on the critical
/// path (the RTT-0 wall is the command's own work: start-up, CPU, disk, the server's handling).
/// The two warm-up passes' RTT-0 walls count towards that median (never towards the reported
/// walls), so one slow launch early on cannot skew the first subject rounds.
final class CLILatencyFixture: MultiValueFixture {
  /// Everything measured for one command.
  struct Samples: Sendable {
    /// Recorded rounds at RTT 0.
    var atZero: [LatencyLab.Run] = []
    /// Recorded rounds at the RTT.
    var atRTT: [LatencyLab.Run] = []
    /// Each subject round's round trips on the critical path.
    var roundTrips: [Double] = []
    /// Every RTT-0 wall so far, warm-up passes included: what a subject round is compared with.
    var reference: [Double] = []
  }

  let lab: LatencyLab
  let commands: [LatencyCommand]
  let rtt: Duration
  private let samples = LockedValue<[String: Samples]>([:])

  /// Warms up with two unrecorded passes at RTT 0 (page cache, the server's first queries, the
  /// cue list `practice` needs), whose walls only seed the reference.
  init(lab: LatencyLab, commands: [LatencyCommand], rtt: Duration) async throws {
    self.lab = lab
    self.commands = commands
    self.rtt = rtt
    for _ in 0..<2 {
      let runs = try await pass(rtt: .zero)
      samples.withLock { all in
        for (key, run) in runs { all[key, default: Samples()].reference.append(run.wall) }
      }
    }
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    let runs = try await pass(rtt: .zero)
    samples.withLock { all in
      for (key, run) in runs {
        all[key, default: Samples()].atZero.append(run)
        all[key, default: Samples()].reference.append(run.wall)
      }
    }
    return result { command in command.floor }
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    let runs = try await pass(rtt: rtt)
    let values = samples.withLock { all -> [String: Double] in
      var values: [String: Double] = [:]
      for (key, run) in runs {
        let zero = Statistics.median(all[key]?.reference ?? [])
        let trips = (run.wall - zero) / rtt.seconds
        all[key, default: Samples()].atRTT.append(run)
        all[key, default: Samples()].roundTrips.append(trips)
        values[key] = trips
      }
      return values
    }
    return result { command in values[command.key] ?? .nan }
  }

  private func result(_ value: (LatencyCommand) -> Double) -> RoundResult {
    var extras: [String: Double] = [:]
    for command in commands.dropFirst() { extras[command.key] = value(command) }
    return RoundResult(value(commands[0]), extras: extras)
  }

  /// One pass: each first-after-sign-in command by a learner signed in just before (at RTT 0,
  /// untimed), then the warm commands in order by the first learner.
  private func pass(rtt: Duration) async throws -> [String: LatencyLab.Run] {
    var runs: [String: LatencyLab.Run] = [:]
    for command in commands where command.isFirstAfterSignIn {
      let learner = lab.newLearner()
      try await lab.signIn(email: learner.email, home: learner.home)
      runs[command.key] = try lab.measure(command.arguments(take: lab.take.path), home: learner.home, rtt: rtt)
      try? FileManager.default.removeItem(at: learner.home)
    }
    for command in commands where !command.isFirstAfterSignIn {
      runs[command.key] = try lab.measure(command.arguments(take: lab.take.path), home: lab.home, rtt: rtt)
    }
    return runs
  }

  func findings() async -> Findings {
    let all = samples.value
    let summaries = commands.map { LatencySummary(command: $0, samples: all[$0.key] ?? Samples(), rtt: rtt) }
    var findings = Findings()
    for (index, summary) in summaries.enumerated() {
      var notes = summary.notes
      if index == 0 {
        notes.append(
          "CLI \(lab.cliBuild) build, dev server \(lab.server.binary.path.contains("/release/") ? "release" : "debug") build"
        )
        findings.notes = notes
      } else {
        findings.companionNotes[summary.command.key] = notes
      }
      findings.violations += summary.troubles
    }
    // The per-command table for docs/performance.md (stderr, like every progress line).
    FileHandle.standardError.write(Data((LatencySummary.table(summaries, rtt: rtt) + "\n").utf8))
    return findings
  }

  func tearDown() async { lab.stop() }
}
