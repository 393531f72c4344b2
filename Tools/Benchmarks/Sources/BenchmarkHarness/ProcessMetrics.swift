import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory figures of this process and its children, for entries that report RSS (upload vs
/// `curl -T`, audio pipelines). Values are bytes.
///
/// ```swift
/// ProcessMetrics.resetPeakResidentBytes()
/// try await uploadFile()
/// let peak = ProcessMetrics.peakResidentBytes() // bytes, this process
/// ```
public enum ProcessMetrics {
  /// Peak resident set size of this process: `VmHWM` in `/proc/self/status` on Linux,
  /// `getrusage(RUSAGE_SELF).ru_maxrss` elsewhere. `nil` if neither is readable.
  public static func peakResidentBytes() -> Int? {
    #if os(Linux)
      if let kibibytes = statusField("VmHWM") { return kibibytes * 1024 }
    #endif
    return maxRSS(children: false)
  }

  /// Current resident set size of this process (`VmRSS`); `nil` where `/proc` is missing.
  public static func currentResidentBytes() -> Int? {
    #if os(Linux)
      return statusField("VmRSS").map { $0 * 1024 }
    #else
      return nil
    #endif
  }

  /// The largest peak RSS among terminated, waited-for children (`RUSAGE_CHILDREN`): for
  /// comparing with a tool run as a subprocess, such as `curl -T`. Note it is a maximum over all
  /// children so far, not a sum, and it never goes down.
  public static func childrenPeakResidentBytes() -> Int? {
    maxRSS(children: true)
  }

  /// Resets this process's peak (`VmHWM`) to its current RSS, so one round's peak can be read on
  /// its own. Linux only (writes `5` to `/proc/self/clear_refs`); returns whether it worked.
  @discardableResult
  public static func resetPeakResidentBytes() -> Bool {
    #if os(Linux)
      guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
      defer { try? handle.close() }
      do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
      return true
    #else
      return false
    #endif
  }

  /// Runs `body` and returns its result with the growth of this process's peak RSS above the RSS
  /// it started from, in bytes. Before starting it hands freed heap back to the kernel
  /// (``trimHeap()``) and resets the peak (``resetPeakResidentBytes()``), so earlier rounds' garbage
  /// neither hides nor inflates this one's growth. Linux only gives a per-round peak; elsewhere the
  /// peak never resets and the figure is an upper bound only for the first call.
  ///
  /// ```swift
  /// let (_, growth) = try await ProcessMetrics.peakGrowth { try await upload(file) }
  /// ```
  public static func peakGrowth<T>(_ body: () async throws -> T) async rethrows -> (T, Int) {
    trimHeap()
    resetPeakResidentBytes()
    let start = currentResidentBytes() ?? peakResidentBytes() ?? 0
    let result = try await body()
    let peak = peakResidentBytes() ?? start
    return (result, max(0, peak - start))
  }

  /// Returns freed heap memory to the kernel where the allocator supports it (glibc `malloc_trim`,
  /// looked up at run time since Glibc's module map does not export it); a no-op elsewhere.
  public static func trimHeap() {
    #if os(Linux)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }

  /// CPU seconds used so far by every thread of this process (user + system). Compared with wall
  /// time it shows whether a round was slowed by other processes competing for the cores.
  public static func cpuSeconds() -> Double {
    var now = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return .nan }
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The 1-minute load average, or `nil` where unavailable.
  public static func loadAverage() -> Double? {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
  }

  /// Parses `VmHWM:	  123456 kB` style lines of a `/proc/<pid>/status` text; the value in kB.
  static func statusField(_ name: String, in text: String) -> Int? {
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let fields = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace)
      guard let number = fields.first.flatMap({ Int($0) }) else { return nil }
      return number
    }
    return nil
  }

  #if os(Linux)
    private static func statusField(_ name: String) -> Int? {
      // /proc files report size 0, so read them with a plain read loop rather than by length.
      guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
      defer { try? handle.close() }
      guard let data = try? handle.readToEnd() else { return nil }
      return statusField(name, in: String(decoding: data, as: UTF8.self))
    }
  #endif

  private static func maxRSS(children: Bool) -> Int? {
    var usage = rusage()
    #if canImport(Darwin)
      let who = children ? RUSAGE_CHILDREN : RUSAGE_SELF
    #else
      let who = __rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue)
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }
}
