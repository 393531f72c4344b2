import Foundation

/// The one date shape the API writes, `YYYY-MM-DDTHH:MM:SSZ` or with a `.` and 1–9 fraction
/// digits before the `Z`, parsed without Foundation. Building an `ISO8601FormatStyle` parse per date
/// cost ~7.7k instructions; this costs a few hundred (docs/performance.md, "APIClient").
///
/// It answers only when it is sure: a valid date in the Gregorian years 1600–9999 (Foundation's
/// calendar switches to Julian before 1582), in UTC, in exactly that shape. Anything else — offsets,
/// lower-case `t`/`z`, leap seconds, day 31 of a 30-day month, other years — returns `nil` and
/// ``JSONCoding/parseISO8601(_:)`` asks Foundation as before, so what is accepted, and the `Date`
/// it becomes, do not change (`FixedISO8601Tests` compares both on random dates).
enum FixedISO8601 {
  static func parse(_ text: String) -> Date? {
    text.utf8.withContiguousStorageIfAvailable(parse) ?? nil
  }

  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count >= 20, bytes.count <= 30, bytes[bytes.count - 1] == UInt8(ascii: "Z"),
      bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
      let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
      (1600...9999).contains(year), (1...12).contains(month), day >= 1, day <= daysIn(month, of: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    // Seconds of the day plus the fraction, added to the day's start as one Double: the rounding
    // Foundation's Gregorian calendar does, so fractional dates come out bit-identical.
    let secondOfDay = hour * 3600 + minute * 60 + second
    let dayStart = Double(daysSince1970(year: year, month: month, day: day) * 86_400 - 978_307_200)
    if bytes.count == 20 { return Date(timeIntervalSinceReferenceDate: dayStart + Double(secondOfDay)) }
    let digits = bytes.count - 21
    guard bytes[19] == UInt8(ascii: "."), digits >= 1, let fraction = number(bytes, 20, digits) else { return nil }
    var scale = 1
    for _ in digits..<9 { scale *= 10 }
    let nanoseconds = fraction * scale
    return Date(timeIntervalSinceReferenceDate: dayStart + (Double(secondOfDay) + Double(nanoseconds) / 1e9))
  }

  /// The decimal number in `bytes[start..<start + count]`, or `nil` unless all are digits.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for index in start..<(start + count) {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian date (Hinnant's `days_from_civil`).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = y / 400  // years here are positive
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
