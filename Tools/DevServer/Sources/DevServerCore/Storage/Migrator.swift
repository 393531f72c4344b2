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
  /// Safe to run on every start, also by several processes at once on one PostgreSQL database:
  /// each step is an exclusive transaction that re-reads the applied versions first. A database
  /// that knows a version this build does not is refused rather than silently mis-read.
  @discardableResult
  func migrate(_ database: Database, now: Int64) async throws -> [Int] {
    let known = Set(migrations.map { Int64($0.version) })
    _ = try await database.exclusiveTransaction { transaction in
      try await transaction.query(
        Migration.sql(
          """
          CREATE TABLE IF NOT EXISTS schema_migrations (
              version INTEGER PRIMARY KEY,
              name TEXT NOT NULL,
              applied_at INTEGER NOT NULL
          )
          """, for: transaction.engine))
      let applied = try await Self.appliedVersions(transaction)
      if let unknown = applied.first(where: { !known.contains($0) }) {
        throw StorageError.unknownMigration(version: Int(unknown))
      }
      return applied
    }
    var newlyApplied: [Int] = []
    for migration in migrations {
      let applied = try await database.exclusiveTransaction { transaction in
        guard try await !Self.appliedVersions(transaction).contains(Int64(migration.version)) else { return false }
        try await migration.apply(transaction)
        try await transaction.query(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
          [.integer(migration.version), .text(migration.name), .int(now)])
        return true
      }
      if applied { newlyApplied.append(migration.version) }
    }
    return newlyApplied
  }

  private static func appliedVersions(_ transaction: Transaction) async throws -> [Int64] {
    try await transaction.query("SELECT version FROM schema_migrations").map { try $0.int("version") }
  }
}
