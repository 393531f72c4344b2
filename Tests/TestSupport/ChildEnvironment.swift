import Foundation

/// What a test's child process keeps from the test process when the test builds its environment from
/// scratch: the wall-clock shim (`LD_PRELOAD` with `CLOCKSHIFT_SECONDS`, `../shared/tools/clockshift`), so a
/// run with the clock moved moves every process of it. A child on the real clock would see the test's
/// certificates as not yet valid and its saved copies as written in the future.
public enum ChildEnvironment {
  /// The shim's variables of this process (none when it runs on the real clock).
  public static var clockShift: [String: String] {
    ProcessInfo.processInfo.environment.filter { $0.key == "LD_PRELOAD" || $0.key == "CLOCKSHIFT_SECONDS" }
  }

  /// `environment` with ``clockShift`` added (a variable `environment` sets itself wins).
  public static func keepingClockShift(_ environment: [String: String]) -> [String: String] {
    environment.merging(clockShift) { own, _ in own }
  }
}
