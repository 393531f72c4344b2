import Testing

@testable import BenchmarkHarness

@Suite("Options and machine facts")
struct OptionsAndMachineTests {
  @Test func parsesFlagsAndValues() throws {
    let options = try Options.parse(["--quick", "--filter", "apiclient", "--filter=loopback", "--rounds=5", "--json"])
    #expect(options.mode == .quick)
    #expect(options.filters == ["apiclient", "loopback"])
    #expect(options.effectiveRounds == 5)
    #expect(options.json)
    #expect(try Options.parse([]).effectiveRounds == 7)
    #expect(try Options.parse(["--quick"]).effectiveRounds == 3)
  }

  @Test func rejectsBadArguments() {
    #expect(throws: Options.UsageError.self) { try Options.parse(["--filter"]) }
    #expect(throws: Options.UsageError.self) { try Options.parse(["--rounds", "0"]) }
    #expect(throws: Options.UsageError.self) { try Options.parse(["--fast"]) }
    #expect(throws: Options.UsageError.self) { try Options.parse(["--quick=yes"]) }
  }

  @Test func filtersMatchIdOrNameCaseInsensitively() throws {
    let options = try Options.parse(["--filter", "LOOPBACK"])
    #expect(options.selects(id: "apiclient-overhead-loopback", name: "x"))
    #expect(!options.selects(id: "apiclient-overhead", name: "APIClient overhead (stub transport)"))
  }

  @Test func aFilterEqualToAnIdSelectsOnlyThatEntry() throws {
    let ids = ["apiclient-overhead", "apiclient-overhead-loopback"]
    let exact = try Options.parse(["--filter", "apiclient-overhead"])
    #expect(exact.selects(id: "apiclient-overhead", name: "a", allIDs: ids))
    #expect(!exact.selects(id: "apiclient-overhead-loopback", name: "b", allIDs: ids))
    let partial = try Options.parse(["--filter", "apiclient"])
    #expect(partial.selects(id: "apiclient-overhead-loopback", name: "b", allIDs: ids))
  }

  @Test func parsesCPUInfoAndSwiftVersion() {
    #expect(MachineInfo.cpuModel(fromCPUInfo: "processor\t: 0\nmodel name\t: AMD EPYC 7B13\n") == "AMD EPYC 7B13")
    #expect(MachineInfo.swiftVersion(fromVersionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x") == "6.3.1")
    #expect(MachineInfo.swiftVersion(fromVersionOutput: "Apple Swift version 6.2 (swiftlang-6.2)") == "6.2")
  }

  @Test func readsProcStatusFields() {
    let status = "Name:\tbench\nVmHWM:\t   12345 kB\nVmRSS:\t  2000 kB\n"
    #expect(ProcessMetrics.statusField("VmHWM", in: status) == 12345)
    #expect(ProcessMetrics.statusField("VmSwap", in: status) == nil)
    #if os(Linux)
      #expect((ProcessMetrics.peakResidentBytes() ?? 0) > 1024 * 1024)
      #expect((ProcessMetrics.currentResidentBytes() ?? 0) > 1024 * 1024)
      // Other tests run in parallel, so only check that a reset leaves a readable peak.
      ProcessMetrics.resetPeakResidentBytes()
      #expect(ProcessMetrics.peakResidentBytes() != nil)
    #endif
    #expect(ProcessMetrics.cpuSeconds() > 0)
  }
}
