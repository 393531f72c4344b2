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
    #expect(
      MachineInfo.swiftVersion(fromVersionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x") == "6.3.1")
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

  @Test func runsAChildAndReadsItsOutputAndPeak() throws {
    let echo = try #require(Subprocess.find("echo"))
    let result = try Subprocess.run(echo, ["hello"])
    #expect(result.status == 0)
    #expect(String(decoding: result.output, as: UTF8.self) == "hello\n")
    #expect(result.firstOutputSeconds <= result.seconds)
    // The peak is the child's own (sampled while it runs), not this process's inherited one.
    let sleeper = try #require(Subprocess.find("sleep"))
    let sleeping = try Subprocess.run(sleeper, ["0.2"])
    #expect(sleeping.peakResidentBytes > 0)
    #if os(Linux)
      #expect(sleeping.peakResidentBytes < (ProcessMetrics.currentResidentBytes() ?? 0))
    #endif
    let failing = try #require(Subprocess.find("false"))
    #expect(try Subprocess.run(failing, []).status == 1)
    #expect(throws: Subprocess.LaunchError.self) { try Subprocess.run("/nonexistent/program", []) }
  }

  @Test func peakGrowthSeesAnAllocation() async {
    let (_, growth) = await ProcessMetrics.peakGrowth { () async -> Int in
      let bytes = [UInt8](repeating: 1, count: 64 * 1024 * 1024)
      return bytes.reduce(0) { $0 &+ Int($1) }
    }
    #if os(Linux)
      #expect(growth >= 60 * 1024 * 1024)
    #endif
  }
}
