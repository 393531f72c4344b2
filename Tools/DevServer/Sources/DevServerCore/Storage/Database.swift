import Logging

/// What both engines offer the stores: transactions over `?`-placeholder SQL, and closing.
///
/// The guarantees every engine gives (ADR 0023):
/// - a transaction commits whole or not at all, and ``CommitThenFail`` commits and then fails;
/// - the contract's guarantees hold as if transactions ran one after another, also across server processes
///   (SQLite: one connection, `BEGIN IMMEDIATE`; PostgreSQL: `REPEATABLE READ`, every guarantee resting on a
///   write to one row, and a transaction that lost such a race run again);
/// - so the body of a transaction may run more than once: it must not have side effects outside
///   the database that a second run would repeat (those go in `afterCommit`), or they must be idempotent.
protocol DatabaseEngine: Sendable {
  var kind: DatabaseEngineKind { get }

  /// Runs `body` in a transaction. `exclusive` ones (migrations) also exclude each other across processes.
  func transaction<T: Sendable>(exclusive: Bool, _ body: (Transaction) async throws -> T) async throws -> T

  /// Closes every connection; the engine must not be used afterwards.
  func close() async throws
}

/// The database behind the dev server: one SQLite file (the default) or a PostgreSQL database.
final class Database: Sendable {
  let engine: any DatabaseEngine

  init(engine: any DatabaseEngine) {
    self.engine = engine
  }

  /// Which engine this is.
  var kind: DatabaseEngineKind { engine.kind }

  /// Opens (creating if needed) the SQLite database file at `path`.
  static func open(path: String, logger: Logger) async throws -> Database {
    Database(engine: try await SQLiteEngine.open(path: path, logger: logger))
  }

  /// Runs `body` in one transaction, rolling back if it throws (see ``DatabaseEngine``).
  func transaction<T: Sendable>(_ body: (Transaction) async throws -> T) async throws -> T {
    try await engine.transaction(exclusive: false, body)
  }

  /// A transaction that no other exclusive transaction, in any process, runs alongside (migrations).
  func exclusiveTransaction<T: Sendable>(_ body: (Transaction) async throws -> T) async throws -> T {
    try await engine.transaction(exclusive: true, body)
  }

  /// Closes the database; it must not be used afterwards.
  func close() async throws {
    try await engine.close()
  }
}
