import Foundation
import Observability

/// Parses an HTTP `Retry-After` value: delta-seconds (`"120"`) or an HTTP-date
/// (`"Wed, 21 Oct 2026 07:28:00 GMT"`), relative to `now`. Dates in the past mean zero.
public enum RetryAfter {
  /// The wait in seconds, or `nil` if the value is missing or unparseable; an HTTP-date is read against
  /// the wall time of `time` (ADR 0039).
  public static func parse(_ value: String?, time: TimeSource = .system) -> TimeInterval? {
    parse(value, now: time.now())
  }

  /// The wait in seconds from `now`, or `nil` if the value is missing or unparseable.
  public static func parse(_ value: String?, now: Date) -> TimeInterval? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
    if value.allSatisfy(\.isASCII), let seconds = Int(value) {
      return seconds >= 0 ? TimeInterval(seconds) : nil
    }
    for format in httpDateFormats {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: value) {
        return max(0, date.timeIntervalSince(now))
      }
    }
    return nil
  }

  // IMF-fixdate first; RFC 850 and asctime are obsolete but RFC 9110 says recipients must accept them.
  private static let httpDateFormats = [
    "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
  ]
}
