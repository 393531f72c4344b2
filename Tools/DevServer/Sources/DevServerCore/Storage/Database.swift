import Logging
import NIOCore
import SQLiteNIO

/// The single SQLite file behind the dev server, with serialized transactions.
///
/// One connection keeps SQLite's locking trivial; ``AsyncGate`` makes transactions take turns.
final class Database: Sendable {
    private let connection: SQLiteConnection
    private let gate = AsyncGate()

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Opens (creating if needed) the database file at `path` and configures the connection.
    static func open(path: String, logger: Logger) async throws -> Database {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        // WAL lets the `admin` command write while a server holds the file open; busy_timeout makes
        // that writer wait instead of failing; foreign keys keep cascades (delete profile → recordings) honest.
        for pragma in ["PRAGMA journal_mode = WAL", "PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 5000"] {
            _ = try await connection.query(pragma, [])
        }
        return Database(connection: connection)
    }

    /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws.
    ///
    /// `IMMEDIATE` takes the write lock up front so a transaction never fails half-way on
    /// lock upgrade. ``CommitThenFail`` commits and then throws its wrapped error.
    func transaction<T: Sendable>(_ body: (Transaction) async throws -> T) async throws -> T {
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
        let transaction = Transaction(connection: connection)
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
}
