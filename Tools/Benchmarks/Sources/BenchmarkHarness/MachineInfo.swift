import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a figure was measured on: recorded under every table, because a ratio from a laptop and
/// one from a 2-core CI box are different facts.
public struct MachineInfo: Sendable, Codable, Equatable {
  /// `uname -srm`, e.g. `Linux 6.18.44 x86_64`.
  public var system: String
  /// The CPU model, from `/proc/cpuinfo` (Linux) or `machdep.cpu.brand_string` (macOS).
  public var cpu: String
  /// Cores this process may use.
  public var cores: Int
  /// The Swift version, e.g. `6.3.1`.
  public var swift: String
  /// `release` or `debug`: how this binary was built.
  public var build: String
  /// The 1-minute load average when the run started: other work competing for the cores.
  public var loadAverage: Double?

  /// Creates a description by hand (tests, reports from elsewhere).
  public init(system: String, cpu: String, cores: Int, swift: String, build: String, loadAverage: Double? = nil) {
    self.system = system
    self.cpu = cpu
    self.cores = cores
    self.swift = swift
    self.build = build
    self.loadAverage = loadAverage
  }

  /// Reads the current machine. Spawns `swift --version` once.
  public static func current() -> MachineInfo {
    MachineInfo(
      system: uname(), cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount, swift: swiftVersion(),
      build: buildConfiguration, loadAverage: ProcessMetrics.loadAverage())
  }

  /// `release` unless compiled with `DEBUG` defined (SwiftPM's debug configuration).
  public static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// `sysname release machine`, as `uname -srm` prints them.
  static func uname() -> String {
    var info = utsname()
    guard Foundation.uname(&info) == 0 else { return "unknown" }
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return [field(info.sysname), field(info.release), field(info.machine)].joined(separator: " ")
  }

  /// The first `model name` in `/proc/cpuinfo`; on macOS the brand string.
  static func cpuModel() -> String {
    #if canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown" }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return "unknown" }
      return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
      return cpuModel(fromCPUInfo: text) ?? "unknown"
    #endif
  }

  /// Parses `model name : AMD EPYC` (x86) or `Model : …` / `CPU part` lines (arm) out of cpuinfo.
  static func cpuModel(fromCPUInfo text: String) -> String? {
    for key in ["model name", "Model", "Hardware", "cpu model"] {
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key else { continue }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        if !value.isEmpty { return value }
      }
    }
    return nil
  }

  /// The first line of `swift --version`, reduced to its version number; if no `swift` is on the
  /// PATH (a copied binary), the compiler version this binary was built with.
  static func swiftVersion() -> String {
    if let output = run("/usr/bin/env", ["swift", "--version"]), let version = swiftVersion(fromVersionOutput: output) {
      return version
    }
    return compilerVersion
  }

  /// `6.3.1` out of `Swift version 6.3.1 (swift-6.3.1-RELEASE)` or `Apple Swift version 6.2 (…)`.
  static func swiftVersion(fromVersionOutput output: String) -> String? {
    guard let range = output.range(of: "Swift version ") else { return nil }
    let version = output[range.upperBound...].prefix { !$0.isWhitespace }
    return version.isEmpty ? nil : String(version)
  }

  /// The compiler that built this binary, to the minor version.
  static var compilerVersion: String {
    #if compiler(>=6.4)
      "≥ 6.4 (compiler)"
    #elseif compiler(>=6.3)
      "6.3 (compiler)"
    #elseif compiler(>=6.2)
      "6.2 (compiler)"
    #elseif compiler(>=6.1)
      "6.1 (compiler)"
    #else
      "6.0 (compiler)"
    #endif
  }

  private static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// One line for under the table:
  /// `2026-11-22 13:05 UTC · Linux 6.18.44 x86_64 · AMD EPYC · 2 cores · load 0.42 · Swift 6.3.1 · release build`.
  public func footer(date: Date) -> String {
    let load = loadAverage.map { [String(format: "load %.2f", $0)] } ?? []
    return
      ([Self.utcTimestamp(date), system, cpu, "\(cores) core\(cores == 1 ? "" : "s")"] + load
      + ["Swift \(swift)", "\(build) build"]).joined(separator: " · ")
  }

  /// `2026-11-22 13:05 UTC`.
  public static func utcTimestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
      parts.minute ?? 0)
  }
}
