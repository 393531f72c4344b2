import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn` and `wait4`, for entries that compare with another process
/// (`curl -T`, a CLI launch, `/bin/true`): the timings are that one child's, and nothing of
/// Foundation's `Process` machinery (threads, run loops) sits between the launch and the clock.
///
/// **Peak RSS.** `ru_maxrss` of a spawned child is useless for comparing with this process: glibc's
/// `posix_spawn` runs the child on the parent's address space until `exec` (`CLONE_VM`), and Linux
/// keeps the largest RSS a process ever had, so the child's `ru_maxrss` is at least the
/// *parent's* peak (a 10 MB `curl` reads as 37 MB from a 37 MB benchmark). On Linux the peak is
/// therefore sampled from `/proc/<pid>/status` `VmHWM` (the high-water mark of the child's own,
/// post-`exec` address space) every few milliseconds while it runs; the last sample is the
/// figure. A child that lives less than a sampling period may report 0.
///
/// ```swift
/// let result = try Subprocess.run("/usr/bin/curl", ["-sS", "-T", path, url])
/// print(result.seconds, result.peakResidentBytes, result.status)
/// ```
public enum Subprocess {
  /// What one run gave.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it.
    public let status: Int32
    /// From just before `posix_spawn` to `wait4` returning.
    public let seconds: Double
    /// From just before `posix_spawn` to the first byte on stdout, or to end-of-file on stdout
    /// (the process exited, or closed stdout) when it printed nothing.
    public let firstOutputSeconds: Double
    /// The child's own peak RSS in bytes: sampled `VmHWM` on Linux, `ru_maxrss` elsewhere (see
    /// the type's documentation).
    public let peakResidentBytes: Int
    /// Everything it printed on stdout.
    public let output: Data
    /// The child's own CPU time, user + system, from `wait4`'s `rusage` (unlike its `ru_maxrss`,
    /// not inflated by the `CLONE_VM` spawn: the kernel charges time to the thread that spends it).
    public var cpuSeconds: Double = 0
  }

  /// Why a program could not be run.
  public struct LaunchError: Error, CustomStringConvertible {
    /// The program.
    public let path: String
    /// `errno`-style code.
    public let code: Int32
    public var description: String { "cannot run \(path): \(String(cString: strerror(code)))" }
  }

  /// Runs `path` with `arguments`, stdin and stderr on `/dev/null`, stdout read into memory, and
  /// waits for it. Blocks the calling thread.
  ///
  /// ```swift
  /// let launch = try Subprocess.run(binary, ["--version"])
  /// launch.firstOutputSeconds // time to first output
  /// ```
  public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    var fds: [Int32] = [-1, -1]
    // Close-on-exec, so no other child inherits the write end and delays end-of-file (the dup2
    // below gives the child its own descriptor 1 without the flag).
    guard pipe(&fds) == 0 else { throw LaunchError(path: path, code: errno) }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    let (readEnd, writeEnd) = (fds[0], fds[1])
    defer { close(readEnd) }

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environmentStrings = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { for pointer in environmentStrings ?? [] { free(pointer) } }

    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned: Int32 =
      if let environmentStrings {
        posix_spawn(&pid, path, &actions, nil, argv, environmentStrings)
      } else {
        posix_spawn(&pid, path, &actions, nil, argv, environ)
      }
    close(writeEnd)
    guard spawned == 0 else { throw LaunchError(path: path, code: spawned) }

    var output = Data()
    var firstOutput: ContinuousClock.Instant?
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var sampledPeak = 0
    let statusPath = "/proc/\(pid)/status"
    while true {
      // Wait for output in short steps, sampling the child's high-water mark in between.
      var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 2)
      if ready == 0 || (ready < 0 && errno == EINTR) {
        sampledPeak = max(sampledPeak, Self.highWaterMark(statusPath) ?? 0)
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      sampledPeak = max(sampledPeak, Self.highWaterMark(statusPath) ?? 0)
      if firstOutput == nil { firstOutput = clock.now }
      guard count > 0 else { break }
      output.append(contentsOf: buffer[..<count])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw LaunchError(path: path, code: errno) }
    }
    let end = clock.now
    let signal = status & 0x7f
    #if os(Linux)
      let peak = sampledPeak
    #elseif canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin; a real fork there, so the child's own
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    var result = Result(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, seconds: (end - start).seconds,
      firstOutputSeconds: ((firstOutput ?? end) - start).seconds, peakResidentBytes: peak, output: output)
    result.cpuSeconds =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
    return result
  }

  /// `VmHWM` of a `/proc/<pid>/status` file in bytes; `nil` once the process has exited.
  static func highWaterMark(_ statusPath: String) -> Int? {
    #if os(Linux)
      let descriptor = open(statusPath, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      return ProcessMetrics.statusField("VmHWM", in: String(decoding: bytes[..<count], as: UTF8.self)).map { $0 * 1024 }
    #else
      return nil
    #endif
  }

  /// The first executable called `name` on `PATH` (or in `extraDirectories`), if any.
  ///
  /// ```swift
  /// Subprocess.find("curl") // "/usr/bin/curl"
  /// ```
  public static func find(_ name: String, extraDirectories: [String] = []) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":").map(String.init) + extraDirectories {
      let candidate = (directory as NSString).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
