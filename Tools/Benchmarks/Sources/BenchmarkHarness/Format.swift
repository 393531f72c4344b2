import Foundation

/// Number formatting shared by the table and the README examples. Fixed-point, no locale.
public enum Format {
  /// `1.07×`
  public static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    return String(format: "%.2f×", value)
  }

  /// A value in the metric's natural unit: `41.3 µs`, `12.0 MiB`, `95.1 MB/s`.
  public static func value(_ value: Double, _ metric: Metric) -> String {
    guard value.isFinite else { return "—" }
    switch metric {
    case .timePerOperation: return duration(value)
    case .bytes: return bytes(value)
    case .bytesPerSecond: return String(format: "%.1f MB/s", value / 1e6)
    case .plain(let unit): return plain(value, unit: unit)
    }
  }

  /// A plain number with three significant-ish digits and its unit: `212× real time` (no space
  /// before a unit starting with `×`), `15.2 refreshes`, `0.50`.
  public static func plain(_ value: Double, unit: String) -> String {
    let magnitude = abs(value)
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    let number = String(format: "%.\(digits)f", value)
    if unit.isEmpty { return number }
    return unit.hasPrefix("×") ? number + unit : number + " " + unit
  }

  /// Seconds as `812 ns`, `41.3 µs`, `2.41 ms` or `1.20 s`, always three significant-ish digits.
  public static func duration(_ seconds: Double) -> String {
    let magnitude = abs(seconds)
    if magnitude < 1e-6 { return scaled(seconds * 1e9, "ns") }
    if magnitude < 1e-3 { return scaled(seconds * 1e6, "µs") }
    if magnitude < 1 { return scaled(seconds * 1e3, "ms") }
    return scaled(seconds, "s")
  }

  /// Bytes as `512 B`, `3.2 KiB`, `48.0 MiB`, `1.10 GiB`.
  public static func bytes(_ count: Double) -> String {
    let magnitude = abs(count)
    if magnitude < 1024 { return String(format: "%.0f B", count) }
    if magnitude < 1024 * 1024 { return scaled(count / 1024, "KiB") }
    if magnitude < 1024 * 1024 * 1024 { return scaled(count / (1024 * 1024), "MiB") }
    return scaled(count / (1024 * 1024 * 1024), "GiB")
  }

  private static func scaled(_ value: Double, _ unit: String) -> String {
    let magnitude = abs(value)
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return String(format: "%.\(digits)f \(unit)", value)
  }
}
