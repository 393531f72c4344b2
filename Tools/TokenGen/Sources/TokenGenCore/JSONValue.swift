import Foundation

/// A parsed JSON value. `JSONSerialization` would hand back `NSNumber`s that blur booleans and
/// numbers differently on Linux and Apple platforms; decoding into this enum keeps them apart.
enum JSONValue: Sendable, Hashable, Decodable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses a whole document.
  static func parse(_ data: Data) throws(TokenGenError) -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw TokenGenError(.invalidJSON, at: "", "not valid JSON: \(Self.explain(error))")
    }
  }

  /// How the value is described in error messages: "the number 17", "an object".
  var kindDescription: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string(let text): "the string \"\(text)\""
    case .number(let value): "the number \(SwiftSource.literal(value))"
    case .bool(let value): "\(value)"
    case .null: "null"
    }
  }

  private static func explain(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return underlying ?? context.debugDescription
    default: return "\(decoding)"
    }
  }
}
