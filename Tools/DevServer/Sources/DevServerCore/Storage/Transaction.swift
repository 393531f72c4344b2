import SQLiteNIO

/// The handle through which all SQL runs, valid only inside ``Database/transaction(_:)``.
struct Transaction: Sendable {
    let connection: SQLiteConnection

    /// Runs one statement with positional `?` binds and returns its rows.
    @discardableResult
    func query(_ sql: String, _ binds: [SQLiteData] = []) async throws -> [SQLiteRow] {
        try await connection.query(sql, binds)
    }

    /// Runs one statement and returns its first row, if any.
    func first(_ sql: String, _ binds: [SQLiteData] = []) async throws -> SQLiteRow? {
        try await connection.query(sql, binds).first
    }
}

/// An error that must not undo the transaction's writes.
///
/// Some failures are themselves state changes — a reused refresh token revokes its family, a
/// wrong OTP burns an attempt — yet the client must still get the error. Throwing this makes
/// ``Database/transaction(_:)`` commit and then rethrow ``error``.
struct CommitThenFail: Error {
    /// The error to report after committing.
    let error: APIError
}
