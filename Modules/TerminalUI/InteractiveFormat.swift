import ChatterboxComposition
import DesignTokens
import Foundation

/// Numbers, sizes, times and dates as the screens show them. Digits and dates are
/// locale-independent (so snapshots are stable); unit words come from the catalog.
package enum InteractiveFormat {
  /// "4.2" — seconds with one decimal.
  static func seconds(_ value: Double) -> String {
    let tenths = Int((max(0, value) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// "403 KB", "1.2 MB", "512 bytes" ("403 Ko" in French).
  static func bytes(_ count: Int64, _ strings: InteractiveStrings) -> String {
    if count < 1000 { return strings.plural(.sizeBytes, count: Int(count)) }
    if count < 1_000_000 { return strings.string(.sizeKilobytes, "\((count + 500) / 1000)") }
    let tenths = (count + 50_000) / 100_000
    return strings.string(.sizeMegabytes, "\(tenths / 10).\(tenths % 10)")
  }

  /// "00:04.2".
  static func clock(_ seconds: Double) -> String { LevelMeterLine.clock(seconds) }

  /// "2024-05-01 09:30" in `timeZone` (or another fixed `format`, such as "MM-dd").
  static func date(_ date: Date, timeZone: TimeZone, format: String = "yyyy-MM-dd HH:mm") -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = format
    return formatter.string(from: date)
  }

  /// "09:30:01" in `timeZone`.
  static func time(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }

  /// A level meter bar of `width` cells for a dBFS level (−60 dBFS empty, 0 full), each cell
  /// colored by its zone like the app's meter: low, then mid from 60 %, high from 85 %.
  static func meter(dBFS: Double, width: Int) -> Row {
    let fraction = max(0, min(1, (dBFS + 60) / 60))
    let filled = Int((fraction * Double(width)).rounded())
    var row: Row = [Span("▕", .border)]
    let midStart = Int(Double(width) * 0.6)
    let highStart = Int(Double(width) * 0.85)
    let zones: [(Range<Int>, ColorToken)] = [
      (0..<midStart, .meterLow), (midStart..<highStart, .meterMid), (highStart..<width, .meterHigh),
    ]
    for (range, token) in zones {
      let lit = max(0, min(range.upperBound, filled) - range.lowerBound)
      if lit > 0 { row.append(Span(String(repeating: "█", count: lit), token)) }
    }
    if width - filled > 0 { row.append(Span(String(repeating: "·", count: width - filled), .border)) }
    row.append(Span("▏", .border))
    return row
  }

  /// A progress bar of `width` cells.
  static func bar(fraction: Double, width: Int) -> Row {
    let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded())
    return [
      Span("▕", .border), Span(String(repeating: "█", count: filled), .accent),
      Span(String(repeating: "·", count: width - filled), .border), Span("▏", .border),
    ]
  }
}
