import BenchmarkHarness

/// One command's figures from ``CLILatencyFixture``, as notes for its row and as a line of the
/// per-command table that `cli-latency` prints on stderr.
struct LatencySummary {
  let command: LatencyCommand
  let samples: CLILatencyFixture.Samples
  let rtt: Duration

  /// `47.1 ms (44.0–52.3 ms)`: median and range.
  private static func spread(_ values: [Double], _ format: (Double) -> String) -> String {
    guard let low = values.min(), let high = values.max() else { return "—" }
    return "\(format(Statistics.median(values))) (\(format(low))–\(format(high)))"
  }

  /// `3`, or `3–4` when runs differed.
  private static func count(_ values: [Int]) -> String {
    guard let low = values.min(), let high = values.max() else { return "—" }
    return low == high ? "\(low)" : "\(low)–\(high)"
  }

  private static func trips(_ value: Double) -> String { String(format: "%.2f", value) }

  var wallAtZero: String { Self.spread(samples.atZero.map(\.wall), Format.duration) }
  var wallAtRTT: String { Self.spread(samples.atRTT.map(\.wall), Format.duration) }
  var roundTrips: String { Self.spread(samples.roundTrips, Self.trips) }
  var connections: String { Self.count((samples.atZero + samples.atRTT).map(\.connections)) }
  var requests: String { Self.count((samples.atZero + samples.atRTT).map(\.requests.count)) }

  /// The last run at the RTT: each request by name, with when it left the client in round trips
  /// after launch (`me 0.4, app_config 0.4, get_cues 2.5`): requests sent together are
  /// independent, each later group waited for an answer.
  var timeline: String { samples.atRTT.last.map(timeline) ?? "—" }

  /// The slowest run at the RTT, when it took over a round trip longer than the median: what it
  /// waited for (an outlier is a retry, a lock, a timer, or the machine).
  var outlier: String? {
    let walls = samples.atRTT.map(\.wall)
    guard let slowest = samples.atRTT.max(by: { $0.wall < $1.wall }),
      slowest.wall - Statistics.median(walls) > rtt.seconds
    else { return nil }
    return "slowest run at \(Format.duration(rtt.seconds)) RTT (\(Format.duration(slowest.wall))): \(timeline(slowest))"
  }

  private func timeline(_ run: LatencyLab.Run) -> String {
    guard !run.requests.isEmpty else { return "none" }
    return run.requests.sorted { $0.sentAt < $1.sentAt }
      .map { "\(Self.shortName($0.line)) \(String(format: "%.1f", $0.sentAt / rtt.seconds))" }
      .joined(separator: ", ")
  }

  /// Broken invariants: the proxy lost track of a connection's requests or could not forward it.
  var troubles: [String] {
    let all = (samples.atZero + samples.atRTT).flatMap(\.troubles)
    return all.isEmpty ? [] : ["\(command.key): \(all.count) proxy problems, first: \(all[0])"]
  }

  var notes: [String] {
    [
      "wall \(wallAtZero) at RTT 0, \(wallAtRTT) at \(Format.duration(rtt.seconds))",
      "round trips per round \(roundTrips)",
      "\(connections) connections, \(requests) requests per run",
      "sent at (RTT after launch): \(timeline)",
    ] + (outlier.map { [$0] } ?? [])
  }

  /// `POST /rpc/get_cues` → `get_cues`; `PUT /uploads/rec_…` → `PUT upload`.
  static func shortName(_ line: String) -> String {
    if line.hasPrefix("POST /rpc/") { return String(line.dropFirst("POST /rpc/".count)) }
    if line.hasPrefix("PUT /uploads/") { return "PUT upload" }
    return line
  }

  /// The per-command table.
  static func table(_ summaries: [LatencySummary], rtt: Duration) -> String {
    let at = Format.duration(rtt.seconds)
    var table = MarkdownTable(
      header: [
        "Command", "Wall at RTT 0", "Wall at \(at)", "Round trips on the critical path", "Floor", "TCP connections",
        "HTTP requests", "Requests, sent at (RTT after launch, last run at \(at))",
      ],
      alignments: [.left, .right, .right, .right, .right, .right, .right, .left])
    for summary in summaries {
      table.append([
        "\(summary.command.label)", summary.wallAtZero, summary.wallAtRTT, summary.roundTrips,
        String(format: "%g", summary.command.floor), summary.connections, summary.requests, summary.timeline,
      ])
    }
    let outliers = summaries.compactMap { summary in summary.outlier.map { "- \(summary.command.label): \($0)" } }
    return "cli-latency, median (range) over the recorded rounds:\n\n" + table.rendered
      + (outliers.isEmpty ? "" : "\n\n" + outliers.joined(separator: "\n"))
  }
}
