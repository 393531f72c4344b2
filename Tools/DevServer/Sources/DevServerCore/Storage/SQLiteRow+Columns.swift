import SQLiteNIO

/// Typed column access that throws instead of force-unwrapping.
extension SQLiteRow {
    /// A non-null text column.
    func string(_ name: String) throws -> String {
        guard let value = column(name)?.string, column(name)?.isNull == false else {
            throw StorageError.unexpectedColumn(name)
        }
        return value
    }

    /// A nullable text column.
    func optionalString(_ name: String) throws -> String? {
        guard let data = column(name) else { throw StorageError.unexpectedColumn(name) }
        return data.isNull ? nil : data.string
    }

    /// A non-null integer column.
    func int(_ name: String) throws -> Int64 {
        guard let data = column(name), !data.isNull, let value = data.integer else {
            throw StorageError.unexpectedColumn(name)
        }
        return Int64(value)
    }

    /// A nullable integer column.
    func optionalInt(_ name: String) throws -> Int64? {
        guard let data = column(name) else { throw StorageError.unexpectedColumn(name) }
        return data.isNull ? nil : data.integer.map(Int64.init)
    }

    /// A non-null blob column as bytes.
    func bytes(_ name: String) throws -> [UInt8] {
        guard let buffer = column(name)?.blob else { throw StorageError.unexpectedColumn(name) }
        return Array(buffer.readableBytesView)
    }
}

extension SQLiteData {
    /// Binds a Swift `Int64` (SQLite integers are 64-bit).
    static func int(_ value: Int64) -> SQLiteData {
        .integer(Int(value))
    }

    /// Binds an optional string as text or NULL.
    static func optionalText(_ value: String?) -> SQLiteData {
        value.map(SQLiteData.text) ?? .null
    }

    /// Binds an optional integer or NULL.
    static func optionalInt(_ value: Int64?) -> SQLiteData {
        value.map { .integer(Int($0)) } ?? .null
    }
}
