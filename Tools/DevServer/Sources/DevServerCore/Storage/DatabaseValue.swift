import NIOCore

/// A value bound to a `?` placeholder, the same for every engine.
///
/// The names mirror SQLiteNIO's `SQLiteData` so the stores read the same on both engines.
enum DatabaseValue: Sendable, Equatable {
  case null
  case integer(Int)
  case text(String)
  case blob(ByteBuffer)

  /// Binds a Swift `Int64`.
  static func int(_ value: Int64) -> DatabaseValue {
    .integer(Int(value))
  }

  /// Binds an optional string as text or NULL.
  static func optionalText(_ value: String?) -> DatabaseValue {
    value.map(DatabaseValue.text) ?? .null
  }

  /// Binds an optional integer or NULL.
  static func optionalInt(_ value: Int64?) -> DatabaseValue {
    value.map { .integer(Int($0)) } ?? .null
  }
}

/// One result row, decoded from the engine's own representation into plain values.
struct DatabaseRow: Sendable {
  let columns: [String: DatabaseValue]

  /// A non-null text column.
  func string(_ name: String) throws -> String {
    guard case .text(let value) = columns[name] else { throw StorageError.unexpectedColumn(name) }
    return value
  }

  /// A nullable text column.
  func optionalString(_ name: String) throws -> String? {
    switch columns[name] {
    case .null: nil
    case .text(let value): value
    default: throw StorageError.unexpectedColumn(name)
    }
  }

  /// A non-null integer column.
  func int(_ name: String) throws -> Int64 {
    guard case .integer(let value) = columns[name] else { throw StorageError.unexpectedColumn(name) }
    return Int64(value)
  }

  /// A nullable integer column.
  func optionalInt(_ name: String) throws -> Int64? {
    switch columns[name] {
    case .null: nil
    case .integer(let value): Int64(value)
    default: throw StorageError.unexpectedColumn(name)
    }
  }

  /// A non-null blob column as bytes.
  func bytes(_ name: String) throws -> [UInt8] {
    guard case .blob(let buffer) = columns[name] else { throw StorageError.unexpectedColumn(name) }
    return Array(buffer.readableBytesView)
  }
}
