import Foundation
import Observability

extension Localizer {
  /// A date in this localizer's locale, optionally with the time. The time zone is injectable so
  /// tests (and "show in the server's zone" screens) are deterministic.
  public func date(
    _ date: Date, style: LocalizedDateStyle = .medium, includingTime: Bool = false,
    timeZone: TimeZone = .current
  ) -> String {
    // A formatter per call: `DateFormatter` is not Sendable, and this keeps `Localizer` a plain
    // value that any thread can use. Formatting dates is not on a hot path.
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle =
      switch style {
      case .short: .short
      case .medium: .medium
      case .long: .long
      }
    formatter.timeStyle = includingTime ? .short : .none
    return formatter.string(from: date)
  }

  /// An integer with the locale's grouping ("1,234", "1.234", "1 234").
  public func number(_ value: Int) -> String {
    value.formatted(IntegerFormatStyle<Int>(locale: locale))
  }

  /// A decimal number with at most `maximumFractionDigits` digits ("1,234.5", "1 234,5").
  public func number(_ value: Double, maximumFractionDigits: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "—" : (value < 0 ? "-∞" : "∞") }
    return value.formatted(
      FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(0...max(0, maximumFractionDigits))))
  }

  /// A duration, as a clock ("1:05") or in words from the catalog ("1 min 5 s", "1 мин 5 с").
  /// Fractions of a second are dropped; negative or non-finite values count as zero.
  public func duration(_ seconds: TimeInterval, style: LocalizedDurationStyle = .compact) -> String {
    let total = seconds.isFinite && seconds > 0 ? Int(min(seconds, 1e15)) : 0
    let (hours, minutes, secs) = (total / 3600, total % 3600 / 60, total % 60)
    switch style {
    case .compact:
      let paddedSeconds = secs < 10 ? "0\(secs)" : "\(secs)"
      if hours > 0 {
        let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(paddedMinutes):\(paddedSeconds)"
      }
      return "\(minutes):\(paddedSeconds)"
    case .spelled:
      if hours > 0 { return string("common.duration.hours_minutes", .int(hours), .int(minutes)) }
      if minutes > 0 && secs == 0 { return string("common.duration.minutes", .int(minutes)) }
      if minutes > 0 { return string("common.duration.minutes_seconds", .int(minutes), .int(secs)) }
      return string("common.duration.seconds", .int(secs))
    }
  }

  /// A relative time from the wall time of `time` now (ADR 0039); see ``relativeTime(_:relativeTo:)``.
  public func relativeTime(_ date: Date, time: TimeSource = .system) -> String {
    relativeTime(date, relativeTo: time.now())
  }

  /// A relative time ("3 minutes ago", "in 2 hours", "just now") in the UI language, with plural
  /// forms from the catalog, from `reference` (an "as of" screen's date).
  /// Units round toward zero: 119 seconds ago is "1 minute ago".
  public func relativeTime(_ date: Date, relativeTo reference: Date) -> String {
    // Foundation's RelativeDateTimeFormatter does not exist on Linux, and Date.RelativeFormatStyle
    // has no reference date before iOS 18; the catalog gives the same text everywhere.
    let delta = date.timeIntervalSince(reference)
    guard delta.isFinite else { return string("common.relative.now") }
    let magnitude = Int(min(delta.magnitude, 1e15))
    if magnitude < 5 { return string("common.relative.now") }
    let (unit, count): (String, Int) =
      switch magnitude {
      case ..<60: ("seconds", magnitude)
      case ..<3600: ("minutes", magnitude / 60)
      case ..<86_400: ("hours", magnitude / 3600)
      default: ("days", magnitude / 86_400)
      }
    return plural(delta < 0 ? "common.relative.\(unit)_ago" : "common.relative.in_\(unit)", count: count)
  }
}
