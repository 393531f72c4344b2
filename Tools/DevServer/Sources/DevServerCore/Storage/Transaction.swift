/// The SQL engine behind a ``Database``; the stores write one SQL text for both.
public enum DatabaseEngineKind: String, Sendable {
  case sqlite
  case postgres
}

/// The handle through which all SQL runs, valid only inside ``Database/transaction(_:)``.
///
/// Statements use positional `?` placeholders on every engine (the PostgreSQL engine numbers them).
struct Transaction: Sendable {
  /// Which engine runs the statements, for the rare statement that must differ.
  let engine: DatabaseEngineKind
  let execute: @Sendable (String, [DatabaseValue]) async throws -> [DatabaseRow]

  /// Runs one statement with positional `?` binds and returns its rows.
  @discardableResult
  func query(_ sql: String, _ binds: [DatabaseValue] = []) async throws -> [DatabaseRow] {
    try await execute(sql, binds)
  }

  /// Runs one statement and returns its first row, if any.
  func first(_ sql: String, _ binds: [DatabaseValue] = []) async throws -> DatabaseRow? {
    try await execute(sql, binds).first
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
