import SQLiteNIO

/// Brings a database up to the newest schema, one transaction per migration.
struct Migrator: Sendable {
    let migrations: [Migration]

    /// A migrator for the built-in migrations.
    init() {
        self.init(migrations: Migration.all)
    }

    init(migrations: [Migration]) {
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// Applies every migration newer than the database, returning the versions it applied.
    ///
    /// Safe to run on every start: applied versions are skipped. A database that knows a version
    /// this build does not is refused rather than silently mis-read.
    @discardableResult
    func migrate(_ database: Database, now: Int64) async throws -> [Int] {
        let applied = try await database.transaction { transaction in
            try await transaction.query(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at INTEGER NOT NULL
                )
                """)
            return try await transaction.query("SELECT version FROM schema_migrations").map { try $0.int("version") }
        }
        let known = Set(migrations.map { Int64($0.version) })
        if let unknown = applied.first(where: { !known.contains($0) }) {
            throw StorageError.unknownMigration(version: Int(unknown))
        }
        var newlyApplied: [Int] = []
        for migration in migrations where !applied.contains(Int64(migration.version)) {
            try await database.transaction { transaction in
                try await migration.apply(transaction)
                try await transaction.query(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    [.integer(migration.version), .text(migration.name), .int(now)])
            }
            newlyApplied.append(migration.version)
        }
        return newlyApplied
    }
}
