import Foundation

/// A parsed JSON document, kept only to explain why `JSONDecoder` rejected a body.
///
/// Foundation's `JSONDecoder` on Linux reports a number that does not fit its field (`2.5` or
/// `9223372036854775808` for an `Int`) exactly like malformed JSON: `dataCorrupted` with an empty
/// coding path. Re-decoding the same input type from this value with ``JSONValueDecoder`` finds the
/// field, so the answer can be `invalid_request` naming it instead of `invalid_json`.
indirect enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case string(String)
  /// A number that fits `Int64` exactly (`1.0` and `1e3` count: JSON does not distinguish them).
  case integer(Int64)
  /// A non-negative number above `Int64.max` that fits `UInt64`.
  case unsigned(UInt64)
  /// Any other finite number: a fraction, or a whole number beyond 64 bits.
  case fraction(Double)
  /// A number beyond `Double` (`1e400`).
  case hugeNumber
  case array([JSONValue])
  case object([String: JSONValue])

  /// Tries each JSON type in turn; each failed attempt leaves the decoder as it was.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else if let value = try? container.decode(UInt64.self) {
      self = .unsigned(value)
    } else if let value = try? container.decode(Double.self) {
      self = .fraction(value)
    } else if let members = try? container.decode([String: JSONValue].self) {
      self = .object(members)
    } else if let elements = try? container.decode([JSONValue].self) {
      self = .array(elements)
    } else {
      // Valid JSON that is none of the above can only be a number no Swift type holds.
      self = .hugeNumber
    }
  }
}

/// Why a value does not fit its field; carried as a `DecodingError`'s underlying error so
/// ``RequestDecoding`` can word the 400.
struct FieldProblem: Error, Equatable {
  /// Completes "Field `x` ...", e.g. "must be an integer".
  let problem: String
}

/// A `Decoder` over a ``JSONValue`` that reports every failure with its coding path.
///
/// It mirrors `JSONCoding.decoder()` closely enough to fail where it fails: integers must be whole
/// and in range, `Date` is ISO-8601, missing keys and nulls behave the same. It runs only after
/// `JSONDecoder` has already failed, so speed does not matter.
struct JSONValueDecoder: Decoder {
  let tree: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ tree: JSONValue, codingPath: [any CodingKey] = []) {
    self.tree = tree
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else { throw mismatch([Any].self) }
    return UnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(decoder: self)
  }

  /// Decodes `type` from this node, with the special cases `JSONDecoder` has.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if type == Date.self {
      guard case .string(let text) = tree else { throw mismatch(String.self) }
      guard let date = ISO8601DateFormatter().date(from: text) as? T else {
        throw problem("must be an ISO-8601 date-time")
      }
      return date
    }
    return try T(from: self)
  }

  func decodeBool() throws -> Bool {
    guard case .bool(let value) = tree else { throw mismatch(Bool.self) }
    return value
  }

  func decodeString() throws -> String {
    guard case .string(let value) = tree else { throw mismatch(String.self) }
    return value
  }

  func decodeDouble() throws -> Double {
    switch tree {
    case .integer(let value): return Double(value)
    case .unsigned(let value): return Double(value)
    case .fraction(let value): return value
    case .hugeNumber: throw problem("is out of range")
    default: throw mismatch(Double.self)
    }
  }

  func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let range = "must be an integer between \(T.min) and \(T.max)"
    switch tree {
    case .integer(let value):
      guard let exact = T(exactly: value) else { throw problem(range) }
      return exact
    case .unsigned(let value):
      guard let exact = T(exactly: value) else { throw problem(range) }
      return exact
    case .fraction(let value):
      throw problem(value.rounded(.towardZero) == value ? range : "must be an integer")
    case .hugeNumber:
      throw problem(range)
    default:
      throw mismatch(Int.self)
    }
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected \(type)."))
  }

  private func problem(_ text: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: text, underlyingError: FieldProblem(problem: text)))
  }
}

/// An array index, or the `super` key, as a coding key.
private struct PathKey: CodingKey {
  static let `super` = PathKey(stringValue: "super")

  let stringValue: String
  let intValue: Int?

  init(index: Int) {
    stringValue = "\(index)"
    intValue = index
  }

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) { self.init(index: intValue) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).tree == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try child(key).decodeDouble()) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  // As in `JSONDecoder`, a missing key gives a decoder over `null` here rather than an error.
  func superDecoder() throws -> any Decoder {
    JSONValueDecoder(members[PathKey.super.stringValue] ?? .null, codingPath: codingPath + [PathKey.super])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(members[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }

  private func child(_ key: Key) throws -> JSONValueDecoder {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for \(key)."))
    }
    return JSONValueDecoder(value, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard try peek().tree == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next { try $0.decode(type) } }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decodeBool() } }
  mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decodeString() } }
  mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decodeDouble() } }
  mutating func decode(_ type: Float.Type) throws -> Float { try next { Float(try $0.decodeDouble()) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decodeInteger(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decodeInteger(type) } }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try next { $0 } }

  /// The element at `currentIndex`, as a decoder whose path ends with its index.
  private func peek() throws -> JSONValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self,
        .init(codingPath: codingPath + [PathKey(index: currentIndex)], debugDescription: "Unkeyed container is at end.")
      )
    }
    return JSONValueDecoder(elements[currentIndex], codingPath: codingPath + [PathKey(index: currentIndex)])
  }

  /// Decodes the current element with `body` and moves past it only on success, as `JSONDecoder` does.
  private mutating func next<T>(_ body: (JSONValueDecoder) throws -> T) throws -> T {
    let value = try body(try peek())
    currentIndex += 1
    return value
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.tree == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
}
