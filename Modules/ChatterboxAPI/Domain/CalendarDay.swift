import Foundation

/// A date on the Gregorian calendar with no time or zone (`2026-12-07`): the day a take counts for.
///
/// Ordered by date; encoded and decoded as `yyyy-MM-dd`, the contract's `format: date`.
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year, month (1–12) and day (1–31), as given.
  public let year: Int
  public let month: Int
  public let day: Int

  /// Stores the values as given, without checking that the day exists.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// `yyyy-MM-dd`, or `nil` for anything else (a time, another separator, a day the month lacks).
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard text.utf8.count == 10, parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day `date` falls on in `timeZone`.
  public init(_ date: Date, in timeZone: TimeZone) {
    let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// `yyyy-MM-dd`.
  public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDay {
    CalendarDay(date(in: Self.utc).addingTimeInterval(Double(count) * 86_400), in: Self.utc)
  }

  /// Days from `self` to `other` (negative when `other` is earlier).
  public func days(to other: CalendarDay) -> Int {
    Int((other.date(in: Self.utc).timeIntervalSince(date(in: Self.utc)) / 86_400).rounded())
  }

  /// The Monday of this day's ISO 8601 week (weeks start on Monday).
  public var startOfWeek: CalendarDay {
    let weekday = Self.calendar(Self.utc).component(.weekday, from: date(in: Self.utc))  // 1 is Sunday
    return adding(days: -((weekday + 5) % 7))
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = CalendarDay(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Expected a yyyy-MM-dd date, got \(text.prefix(40))"))
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private func date(in timeZone: TimeZone) -> Date {
    Self.calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day, hour: 12))
      ?? Date(
        timeIntervalSince1970: 0)
  }

  private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

  private static func calendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
