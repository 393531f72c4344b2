import Foundation
import Testing

@testable import DevServerCore

@Suite("Storage and migrations")
struct MigrationTests {
  @Test("A fresh database gets every migration; a second run applies none")
  func freshThenRerun() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let database = try await Database.open(path: directory + "/db.sqlite", logger: TestHarness.quietLogger)
    let migrator = Migrator()
    #expect(try await migrator.migrate(database, now: 1) == Migration.all.map(\.version))
    #expect(try await migrator.migrate(database, now: 2) == [])
    let versions = try await database.transaction { transaction in
      try await transaction.query("SELECT version FROM schema_migrations ORDER BY version").map {
        try $0.int("version")
      }
    }
    #expect(versions == Migration.all.map { Int64($0.version) })
    try await database.close()
  }

  @Test("A database at version 6 migrates to 7, keeping its recordings, which have no time zone")
  func recordingTimeZones() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let database = try await Database.open(path: directory + "/db.sqlite", logger: TestHarness.quietLogger)
    let upToSix = Migrator(migrations: Migration.all.filter { $0.version <= 6 })
    #expect(try await upToSix.migrate(database, now: 1) == [1, 2, 3, 4, 5, 6])
    try await database.transaction { transaction in
      try await transaction.query("INSERT INTO accounts (id, email, created_at) VALUES ('acc_a', 'a@example.com', 1)")
      try await transaction.query(
        "INSERT INTO profiles (id, account_id, language_code, created_at) VALUES ('prf_a', 'acc_a', 'es', 1)")
      try await transaction.query(
        """
        INSERT INTO recordings (id, profile_id, cue_id, status, content_type, byte_size, sha256, created_at)
        VALUES ('rec_a', 'prf_a', 'es-001', 'complete', 'audio/wav', 10, 'aa', 5)
        """)
    }
    #expect(try await Migrator().migrate(database, now: 2) == [7])
    let record = try await database.transaction { try await RecordingStore($0).recording(id: "rec_a") }
    #expect(record?.createdAt == 5 && record?.cueID == "es-001")
    #expect(record != nil && record?.timeZone == nil)
    try await database.close()
  }

  @Test("A database from a newer build is refused")
  func unknownVersion() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let database = try await Database.open(path: directory + "/db.sqlite", logger: TestHarness.quietLogger)
    try await Migrator().migrate(database, now: 1)
    _ = try await database.transaction { transaction in
      try await transaction.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 1)")
    }
    await #expect(throws: StorageError.unknownMigration(version: 99)) {
      try await Migrator().migrate(database, now: 2)
    }
    try await database.close()
  }

  @Test("A failing migration leaves no trace")
  func failingMigrationRollsBack() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let database = try await Database.open(path: directory + "/db.sqlite", logger: TestHarness.quietLogger)
    let broken = Migration(version: 1, name: "broken", statements: ["CREATE TABLE t (x INTEGER)", "NOT SQL"])
    await #expect(throws: (any Error).self) { try await Migrator(migrations: [broken]).migrate(database, now: 1) }
    let tables = try await database.transaction { transaction in
      try await transaction.query("SELECT name FROM sqlite_master WHERE name = 't'").count
    }
    #expect(tables == 0)
    try await database.close()
  }

  @Test("Seed content: four languages, at least 60 native cues each for en, es and fr")
  func seedContent() async throws {
    let harness = try await TestHarness.make()
    defer { try? FileManager.default.removeItem(atPath: harness.dataDirectory) }
    for code in ["en", "es", "fr"] {
      #expect(try await harness.count("SELECT COUNT(*) AS n FROM cues WHERE language_code = ?", [code]) >= 60)
    }
    #expect(try await harness.count("SELECT COUNT(*) AS n FROM languages") >= 4)
    let ids = try await harness.services.database.transaction { transaction in
      try await transaction.query("SELECT id FROM cues WHERE language_code = 'es' ORDER BY id LIMIT 2").map {
        try $0.string("id")
      }
    }
    #expect(ids == ["es-001", "es-002"])
    try await harness.server.shutdown()
  }

  @Test("Restarting on the same directory keeps data and the signing secret")
  func restart() async throws {
    let directory = TestHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = try await TestHarness.make(dataDirectory: directory)
    let claims = AccessTokenClaims(sub: "acc_x", sid: "fam_x", iat: 0, exp: 10)
    let token = try first.services.accessTokens.sign(claims)
    try await first.server.shutdown()

    let second = try await TestHarness.make(dataDirectory: directory)
    #expect(try second.services.accessTokens.verify(token) == claims)
    #expect(try await second.count("SELECT COUNT(*) AS n FROM schema_migrations") == Int64(Migration.all.count))
    try await second.server.shutdown()

    let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/secret.key")
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect((attributes[.size] as? NSNumber)?.intValue == 32)
  }
}
