import Foundation

extension KeyValueStore {
  /// The on-disk shape: `{"version": 1, "values": {"key": "<the value's own JSON>"}}`.
  ///
  /// Each value is kept as the exact JSON text its `Encodable` produced, rather than merged into
  /// one tree, so nothing is lost re-encoding through `Any` (large integers, `Decimal`, custom
  /// strategies) and one bad value cannot make the others unreadable.
  struct Envelope: Codable {
    static let currentVersion = 1

    var version: Int
    var values: [String: String]
  }

  /// The cached values, reading the file on first use. A missing file is an empty store.
  func load(_ cache: inout [String: String]?) throws(StorageError) -> [String: String] {
    if let cache { return cache }
    let name = fileURL.lastPathComponent
    guard let data = try AtomicFile.read(from: fileURL) else {
      cache = [:]
      return [:]
    }
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: data)
    } catch {
      throw .corrupt(name, reason: Self.summary(error))
    }
    guard envelope.version == Envelope.currentVersion else {
      throw .corrupt(name, reason: "unsupported format version \(envelope.version)")
    }
    cache = envelope.values
    return envelope.values
  }

  /// Writes all values atomically. `0600` because app state is the user's business only.
  func persist(_ values: [String: String]) throws(StorageError) {
    let name = fileURL.lastPathComponent
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(Envelope(version: Envelope.currentVersion, values: values))
    } catch {
      throw .unwritable(name, reason: "cannot encode the store: \(Self.summary(error))")
    }
    try FileSystem.createDirectory(fileURL.deletingLastPathComponent(), mode: 0o700)
    try AtomicFile.write(data, to: fileURL, permissions: 0o600)
  }

  /// One value's JSON text. Done outside the lock: encoding runs arbitrary caller code.
  func encode<T: Encodable>(_ value: T, for key: String) throws(StorageError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      let reason = "value for '\(key)' cannot be encoded: \(Self.summary(error))"
      throw .unwritable(fileURL.lastPathComponent, reason: reason)
    }
  }

  /// Describes a coding error by kind and coding path only. The decoder's own messages can quote
  /// file contents, and ``StorageError`` promises to carry names, never contents.
  static func summary(_ error: any Error) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.isEmpty ? "top level" : codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(path(context.codingPath))"
    case DecodingError.keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' at \(path(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "unexpected type at \(path(context.codingPath))"
    case EncodingError.invalidValue(_, let context):
      return "JSON cannot represent the value at \(path(context.codingPath))"
    default:
      return "\(type(of: error))"
    }
  }
}
