import Foundation

extension Harness.Report {
  /// The table columns, in order.
  public static let columns = [
    "Benchmark", "Baseline", "Baseline median", "Subject median", "Ratio", "Target", "Notes",
  ]

  /// One markdown table and one line naming the date, machine and Swift version.
  public var markdown: String {
    var table = MarkdownTable(
      header: Self.columns, alignments: [.left, .left, .right, .right, .right, .left, .left])
    for row in rows {
      switch row {
      case .measured(let measurement):
        var notes = measurement.notes
        if measurement.rounds != rounds { notes.append("\(measurement.rounds) rounds per side") }
        table.append([
          measurement.name, measurement.baselineName,
          Format.value(measurement.baselineMedian, measurement.metric),
          Format.value(measurement.subjectMedian, measurement.metric),
          Format.ratio(measurement.ratio), Self.targetCell(measurement), notes.joined(separator: "; "),
        ])
      case .skipped(let skip):
        table.append([skip.name, "—", "—", "—", "—", "⏭ skipped", skip.reason])
      case .failed(let failure):
        table.append([failure.name, "—", "—", "—", "—", "❌ failed", failure.message])
      }
    }
    let roundsText = "\(rounds) interleaved rounds per side unless noted, \(mode == .quick ? "quick" : "full") mode"
    return table.rendered + "\n\n" + "_\(machine.footer(date: date)) · \(roundsText)_"
  }

  static func targetCell(_ measurement: Measurement) -> String {
    var parts: [String] = []
    if let target = measurement.target, let met = measurement.targetMet {
      parts.append("\(target.description(for: measurement.metric)) \(met ? "✅" : "⚠️")")
    }
    parts += measurement.violations.map { "❌ \($0)" }
    return parts.isEmpty ? "—" : parts.joined(separator: "; ")
  }

  /// The same results for machines: every round, both medians, both ratios, the machine.
  public func json() throws -> String {
    let document = JSONDocument(
      date: ISO8601DateFormatter().string(from: date), machine: machine, mode: mode.rawValue, rounds: rounds,
      results: measurements.map(JSONDocument.Entry.init),
      skipped: skips.map { JSONDocument.SkipEntry(id: $0.id, name: $0.name, reason: $0.reason) },
      failures: failures.map { JSONDocument.FailureEntry(id: $0.id, name: $0.name, error: $0.message) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}

/// JSON has no NaN or infinity.
private func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

/// The `--json` shape. Values are in `unit` (seconds per operation for timings).
struct JSONDocument: Encodable {
  struct Entry: Encodable {
    let id: String
    let name: String
    let baseline: String
    let unit: String
    let iterations: Int
    let baselineMedian: Double?
    let subjectMedian: Double?
    let ratio: Double?
    let pairedRatio: Double?
    let cpuBaselineMedian: Double?
    let cpuSubjectMedian: Double?
    let cpuRatio: Double?
    let difference: Double?
    let baselineSpread: Double?
    let subjectSpread: Double?
    let target: String?
    let targetMet: Bool?
    let notes: [String]
    let violations: [String]
    let rounds: Int
    let baselineRounds: [Double]
    let subjectRounds: [Double]
    let baselineCPURounds: [Double]
    let subjectCPURounds: [Double]
    let wallSeconds: Double

    init(_ measurement: Measurement) {
      id = measurement.id
      name = measurement.name
      baseline = measurement.baselineName
      unit = measurement.metric.unitName
      iterations = measurement.iterations
      baselineMedian = finite(measurement.baselineMedian)
      subjectMedian = finite(measurement.subjectMedian)
      ratio = finite(measurement.ratio)
      pairedRatio = finite(measurement.pairedRatio)
      cpuBaselineMedian = finite(Statistics.median(measurement.baselineCPURounds))
      cpuSubjectMedian = finite(Statistics.median(measurement.subjectCPURounds))
      cpuRatio = finite(measurement.cpuRatio)
      difference = finite(measurement.difference)
      baselineSpread = finite(Statistics.relativeSpread(measurement.baselineRounds))
      subjectSpread = finite(Statistics.relativeSpread(measurement.subjectRounds))
      target = measurement.target?.description(for: measurement.metric)
      targetMet = measurement.targetMet
      notes = measurement.notes
      violations = measurement.violations
      rounds = measurement.rounds
      baselineRounds = measurement.baselineRounds
      subjectRounds = measurement.subjectRounds
      baselineCPURounds = measurement.baselineCPURounds
      subjectCPURounds = measurement.subjectCPURounds
      wallSeconds = measurement.wallSeconds
    }
  }

  struct SkipEntry: Encodable {
    let id: String
    let name: String
    let reason: String
  }

  struct FailureEntry: Encodable {
    let id: String
    let name: String
    let error: String
  }

  let date: String
  let machine: MachineInfo
  let mode: String
  let rounds: Int
  let results: [Entry]
  let skipped: [SkipEntry]
  let failures: [FailureEntry]
}
