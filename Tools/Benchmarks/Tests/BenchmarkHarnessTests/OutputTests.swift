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
      results: [.success(measurement)])
    let lines = report.markdown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("| Benchmark"))
    #expect(lines[2].contains("1.20×") && lines[2].contains("≤ 1.10× ⚠️"))
    #expect(lines.last == "_2026-11-22 12:00 UTC · Linux 6.1 x86_64 · AMD EPYC · 2 cores · Swift 6.3.1 · release build · 3 interleaved rounds per side, quick mode_")
    let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8)) as? [String: Any]
    #expect((json?["results"] as? [[String: Any]])?.first?["id"] as? String == "apiclient-overhead")
  }
}
