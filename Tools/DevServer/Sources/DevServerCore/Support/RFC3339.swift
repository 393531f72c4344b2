/// Validation of RFC 3339 date-times (`2026-11-22T12:00:00Z`, `2026-11-22T12:00:00.123+02:00`).
///
/// Hand-rolled because Foundation's ISO-8601 parsers reject valid RFC 3339 forms such as
/// one-digit fractions or unusual offsets, and clients' timestamps are only stored, never computed with.
enum RFC3339 {
  /// Whether `text` is a syntactically valid RFC 3339 `date-time` with in-range fields.
  static func isValid(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20 else { return false }
    guard let year = number(bytes, 0, 4), bytes[4] == 0x2D, let month = number(bytes, 5, 2), bytes[7] == 0x2D,
      let day = number(bytes, 8, 2), bytes[10] == 0x54 || bytes[10] == 0x74,
      let hour = number(bytes, 11, 2), bytes[13] == 0x3A, let minute = number(bytes, 14, 2), bytes[16] == 0x3A,
      let second = number(bytes, 17, 2)
    else { return false }
    guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
      second <= 60  // 60 allows a leap second
    else { return false }
    var index = 19
    if bytes[index] == 0x2E {  // fraction
      index += 1
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > start else { return false }
    }
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case 0x5A, 0x7A:  // Z or z
      return index + 1 == bytes.count
    case 0x2B, 0x2D:  // + or -
      guard bytes.count == index + 6, let offsetHour = number(bytes, index + 1, 2), bytes[index + 3] == 0x3A,
        let offsetMinute = number(bytes, index + 4, 2)
      else { return false }
      return offsetHour < 24 && offsetMinute < 60
    default:
      return false
    }
  }

  /// Unix seconds of a valid RFC 3339 `date-time`, a fraction dropped (so rounded down); `nil` when ``isValid(_:)``
  /// is false. A leap second counts as the first second of the next minute.
  static func unixSeconds(_ text: String) -> Int64? {
    guard isValid(text) else { return nil }
    let bytes = Array(text.utf8)
    guard let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
      let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2)
    else { return nil }
    var offset = 0
    let sign = bytes[bytes.count - 6]  // A valid text ends in `Z` or `±hh:mm`.
    if sign == 0x2B || sign == 0x2D, let offsetHour = number(bytes, bytes.count - 5, 2),
      let offsetMinute = number(bytes, bytes.count - 2, 2)
    {
      offset = (offsetHour * 60 + offsetMinute) * 60 * (sign == 0x2B ? 1 : -1)
    }
    let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    return Int64(seconds - offset)
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`; years 0...9999 here).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year  // Years start in March, so a leap day ends its year.
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
    guard start + length <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start..<start + length] {
      guard isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
