import Foundation
import Testing

@testable import BenchmarkHarness

@Suite("Output")
struct OutputTests {
  @Test func formatsDurationsBytesAndRatios() {
    #expect(Format.duration(812e-9) == "812 ns")
    #expect(Format.duration(41.26e-6) == "41.3 µs")
    #expect(Format.duration(2.413e-3) == "2.41 ms")
    #expect(Format.bytes(3 * 1024 * 1024) == "3.00 MiB")
    #expect(Format.ratio(1.0749) == "1.07×")
    #expect(Format.ratio(.nan) == "—")
    #expect(Format.value(212.4, .plain(unit: "× real time")) == "212× real time")
    #expect(Format.value(1.5, .plain(unit: "refreshes")) == "1.50 refreshes")
    #expect(Format.value(95.14e6, .bytesPerSecond) == "95.1 MB/s")
  }

  @Test func absoluteTargetsJudgeTheSubjectMedian() {
    let memory = Measurement(
      id: "m", name: "M", baselineName: "B", metric: .bytes, target: .subjectAtMost(32 * 1024 * 1024), rounds: 1,
      iterations: 1, baselineRounds: [1024], subjectRounds: [20 * 1024 * 1024], wallSeconds: 0)
    #expect(memory.targetMet == true)
    #expect(Harness.Report.targetCell(memory) == "subject ≤ 32.0 MiB ✅")
    let speed = Measurement(
      id: "s", name: "S", baselineName: "B", metric: .plain(unit: "× real time"), target: .subjectAtLeast(200),
      rounds: 1, iterations: 1, baselineRounds: [900], subjectRounds: [150], wallSeconds: 0)
    #expect(speed.targetMet == false)
    #expect(Harness.Report.targetCell(speed) == "subject ≥ 200× real time ⚠️")
    #expect(Target.atMost(1.05).description == "≤ 1.05×")
  }

  @Test func skippedFailedAndViolatingRowsShowWhy() {
    let broken = Measurement(
      id: "storm", name: "Storm", baselineName: "B", metric: .timePerOperation, target: .atMost(2), rounds: 3,
      iterations: 1, baselineRounds: [1, 1, 1], subjectRounds: [1.5, 1.5, 1.5], wallSeconds: 0,
      notes: ["refreshes per storm: 2"], violations: ["2 refreshes in a storm (must be 1)"])
    let machine = MachineInfo(system: "Linux", cpu: "cpu", cores: 2, swift: "6.3.1", build: "release")
    let report = Harness.Report(
      date: Date(), machine: machine, mode: .full, rounds: 7,
      rows: [
        .measured(broken),
        .skipped(Harness.Skip(id: "l10n", name: "Localization", reason: "module not in the manifest yet")),
        .failed(Harness.Failure(id: "x", name: "X", message: "boom")),
      ])
    let table = report.markdown
    #expect(table.contains("≤ 2.00× ✅; ❌ 2 refreshes in a storm (must be 1)"))
    #expect(table.contains("refreshes per storm: 2; 3 rounds per side"))
    #expect(table.contains("⏭ skipped") && table.contains("module not in the manifest yet"))
    #expect(table.contains("❌ failed") && table.contains("boom"))
    #expect(!report.succeeded)
    #expect(Harness.Report(date: Date(), machine: machine, mode: .full, rounds: 7, rows: [report.rows[1]]).succeeded)
  }

  @Test func markdownTablePadsAndEscapes() {
    var table = MarkdownTable(header: ["Name", "Value"], alignments: [.left, .right])
    table.append(["a|b", "1"])
    table.append(["long name", "22"])
    #expect(
      table.rendered == """
        | Name      | Value |
        | --------- | ----: |
        | a\\|b      |     1 |
        | long name |    22 |
        """)
  }

  @Test func reportHasOneTableThenTheMachineLine() throws {
    let measurement = Measurement(
      id: "apiclient-overhead", name: "APIClient overhead", baselineName: "URLSession", metric: .timePerOperation,
      target: .atMost(1.10), rounds: 3, iterations: 100, baselineRounds: [10e-6, 10e-6, 10e-6],
      subjectRounds: [12e-6, 12e-6, 12e-6], wallSeconds: 1)
    let machine = MachineInfo(system: "Linux 6.1 x86_64", cpu: "AMD EPYC", cores: 2, swift: "6.3.1", build: "release")
    let report = Harness.Report(
      date: Date(timeIntervalSince1970: 1_795_348_800), machine: machine, mode: .quick, rounds: 3,
      rows: [.measured(measurement)])
    let lines = report.markdown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("| Benchmark"))
    #expect(lines[2].contains("1.20×") && lines[2].contains("≤ 1.10× ⚠️"))
    #expect(
      lines.last
        == "_2026-11-22 12:00 UTC · Linux 6.1 x86_64 · AMD EPYC · 2 cores · Swift 6.3.1 · release build · 3 interleaved rounds per side unless noted, quick mode_"
    )
    let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as? [String: Any]
    #expect((json?["results"] as? [[String: Any]])?.first?["id"] as? String == "apiclient-overhead")
  }
}
