import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#endif

/// CPU time of one child process while it runs, read from `/proc/<pid>/stat` (utime + stime) every
/// 50 ms until it exits: Foundation's `Process` reaps the child on its own thread, so the figure
/// must be taken while it lives (`getrusage(RUSAGE_CHILDREN)` would mix in every other child the
/// test process reaped meanwhile). Linux only; elsewhere ``busyFraction(after:)`` is `nil`.
///
/// ```swift
/// let cpu = ProcessCPU(process)          // right after process.run()
/// process.waitForExit()
/// #expect((cpu.busyFraction(after: 0.5) ?? 0) <= 0.05)
/// ```
public final class ProcessCPU: Sendable {
  /// One reading: seconds since sampling began, and CPU seconds the process had used by then.
  public struct Sample: Sendable {
    public let wall: Double
    public let cpu: Double
  }

  private let samples = LockedValue<[Sample]>([])

  /// Starts sampling `process`, which must be running.
  public init(_ process: Process) {
    let pid = process.processIdentifier
    let started = Date()
    let thread = Thread { [samples] in
      while process.isRunning, let cpu = Self.cpuSeconds(pid: pid) {
        samples.withLock { $0.append(Sample(wall: Date().timeIntervalSince(started), cpu: cpu)) }
        usleep(50_000)
      }
    }
    thread.start()
  }

  /// Every reading so far.
  public var readings: [Sample] { samples.value }

  /// CPU seconds per wall second from the first reading at or after `after` seconds (start-up —
  /// loading the binary, the catalog — is not waiting) to the last one; `nil` when that span is
  /// shorter than a second: a process that ended that soon did not wait, and its start-up and exit
  /// work alone would read as busy (a 0.77 s `logout` read 24 % on a saturated machine).
  public func busyFraction(after: Double) -> Double? {
    let span = readings.filter { $0.wall >= after }
    guard let first = span.first, let last = span.last, last.wall - first.wall >= 1.0 else { return nil }
    return (last.cpu - first.cpu) / (last.wall - first.wall)
  }

  /// utime + stime of `pid` in seconds, or `nil` when it is gone (or not on Linux).
  public static func cpuSeconds(pid: Int32) -> Double? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = text.lastIndex(of: ")")
      else { return nil }
      // Fields after "(comm)": state is field 3, utime 14, stime 15 (proc(5)).
      let fields = text[text.index(after: close)...].split(separator: " ")
      guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    #else
      return nil
    #endif
  }
}
