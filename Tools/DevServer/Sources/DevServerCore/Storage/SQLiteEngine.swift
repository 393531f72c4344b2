import Logging
import NIOCore
import SQLiteNIO

/// The single SQLite file behind the dev server, with serialized transactions.
///
/// One connection keeps SQLite's locking trivial; ``AsyncGate`` makes transactions take turns.
final class SQLiteEngine: DatabaseEngine {
  private let connection: SQLiteConnection
  private let gate = AsyncGate()

  var kind: DatabaseEngineKind { .sqlite }

  private init(connection: SQLiteConnection) {
    self.connection = connection
  }

  /// Opens (creating if needed) the database file at `path` and configures the connection.
  static func open(path: String, logger: Logger) async throws -> SQLiteEngine {
    let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
    // WAL lets the `admin` command write while a server holds the file open; busy_timeout makes
    // that writer wait instead of failing; foreign keys keep cascades (delete profile → recordings) honest.
    for pragma in ["PRAGMA journal_mode = WAL", "PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 5000"] {
      _ = try await connection.query(pragma, [])
    }
    return SQLiteEngine(connection: connection)
  }

  /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws.
  ///
  /// `IMMEDIATE` takes the write lock up front so a transaction never fails half-way on
  /// lock upgrade; with it every transaction is exclusive, so `exclusive` changes nothing.
  /// ``CommitThenFail`` commits and then throws its wrapped error.
  func transaction<T: Sendable>(exclusive: Bool, _ body: (Transaction) async throws -> T) async throws -> T {
    await gate.acquire()
    do {
      let value = try await runTransaction(body)
      await gate.release()
      return value
    } catch {
      await gate.release()
      throw error
    }
  }

  /// Closes the connection; the database must not be used afterwards.
  func close() async throws {
    // Taking the gate first lets an in-flight transaction finish instead of failing mid-way.
    await gate.acquire()
    do {
      try await connection.close()
    } catch {
      await gate.release()
      throw error
    }
    await gate.release()
  }

  private func runTransaction<T: Sendable>(_ body: (Transaction) async throws -> T) async throws -> T {
    let connection = connection
    let transaction = Transaction(engine: .sqlite) { sql, binds in
      try await connection.query(sql, binds.map(Self.sqliteData)).map(Self.row)
    }
    _ = try await connection.query("BEGIN IMMEDIATE", [])
    do {
      let value = try await body(transaction)
      _ = try await connection.query("COMMIT", [])
      return value
    } catch let failure as CommitThenFail {
      _ = try await connection.query("COMMIT", [])
      throw failure.error
    } catch {
      // The original error matters more than a failed rollback; SQLite also rolls back on close.
      _ = try? await connection.query("ROLLBACK", [])
      throw error
    }
  }

  private static func sqliteData(_ value: DatabaseValue) -> SQLiteData {
    switch value {
    case .null: .null
    case .integer(let value): .integer(SQLiteInt64(value))
    case .text(let value): .text(value)
    case .blob(let value): .blob(value)
    }
  }

  private static func row(_ row: SQLiteRow) throws -> DatabaseRow {
    var columns: [String: DatabaseValue] = [:]
    for column in row.columns {
      switch column.data {
      case .null: columns[column.name] = .null
      case .integer(let value): columns[column.name] = .integer(Int(value))
      case .text(let value): columns[column.name] = .text(value)
      case .blob(let value): columns[column.name] = .blob(value)
      case .float: throw StorageError.unexpectedColumn(column.name)
      }
    }
    return DatabaseRow(columns: columns)
  }
}
