import Foundation

/// The API's JSON conventions in one place: `snake_case` keys and ISO-8601 dates, with or without
/// fractional seconds.
public enum JSONCoding {
  /// An encoder with snake_case keys and ISO-8601 dates.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// A decoder with snake_case keys and lenient ISO-8601 dates.
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { path in
      guard let last = path.last else { return ConvertedKey(stringValue: "") }
      if last.intValue != nil { return last }
      let key = last.stringValue
      switch SnakeCaseKeys.fastCamelCase(key) {
      case .unchanged: return last
      case .converted(let converted): return ConvertedKey(stringValue: converted)
      case .unknown: return ConvertedKey(stringValue: SnakeCaseKeys.camelCase(key))
      }
    }
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = parseISO8601(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected an ISO-8601 date, got \(text.prefix(40))")
    }
    return decoder
  }

  /// Parses `2026-11-22T12:00:00Z` and `2026-11-22T12:00:00.123Z` (and offsets).
  public static func parseISO8601(_ text: String) -> Date? {
    if let date = FixedISO8601.parse(text) { return date }
    let date =
      (try? Date(text, strategy: .iso8601))
      ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    // Instants before 0001-01-01Z cannot be written back as ISO-8601 that we can read, so a store
    // that re-encodes them would corrupt itself (found by Tools/Fuzz, apijson target).
    guard let date, date >= earliestDate else { return nil }
    return date
  }

  /// 0001-01-01T00:00:00Z, the earliest date the API accepts.
  static let earliestDate = Date(timeIntervalSince1970: -62_135_596_800)
}
