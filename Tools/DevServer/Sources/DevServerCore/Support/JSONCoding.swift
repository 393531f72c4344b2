import Foundation

/// The one JSON configuration used for every body, so replays and tests see identical bytes.
enum JSONCoding {
  /// Encoder: ISO-8601 dates, sorted keys, unescaped slashes (URLs stay readable).
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Decoder: ISO-8601 dates. Keys are matched exactly (types spell out snake_case
  /// `CodingKeys`), so error messages name the field as the client wrote it.
  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
