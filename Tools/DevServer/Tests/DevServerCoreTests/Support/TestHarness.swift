import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

@testable import DevServerCore

/// A bootstrapped server over a throw-away data directory, plus the clock that drives it.
struct TestHarness: Sendable {
  let server: DevServer
  let clock: TestClock
  let dataDirectory: String

  var services: ServerServices { server.services }

  /// Runs `body` against a fresh dev-mode server, then shuts it down and deletes its data.
  static func run(
    mode: TestingSetup = .router,
    configure: (inout ServerConfiguration) -> Void = { _ in },
    _ body: @Sendable (TestHarness, any TestClientProtocol) async throws -> Void
  ) async throws {
    let harness = try await make(configure: configure)
    defer { try? FileManager.default.removeItem(atPath: harness.dataDirectory) }
    do {
      try await harness.server.makeApplication().test(mode) { client in
        try await body(harness, client)
      }
      try await harness.server.shutdown()
    } catch {
      try? await harness.server.shutdown()
      try? await harness.dropOwnSchema()
      throw error
    }
    try await harness.dropOwnSchema()
  }

  /// `CHATTERBOX_TEST_DATABASE_URL`: when set, every harness works in a schema of its own on that
  /// PostgreSQL database instead of a SQLite file (`.ci/run` runs the suite both ways).
  static var postgresURL: String? {
    guard let url = ProcessInfo.processInfo.environment["CHATTERBOX_TEST_DATABASE_URL"], !url.isEmpty else {
      return nil
    }
    return url
  }

  /// Removes the PostgreSQL schema of this harness's data directory, if it has one.
  func dropOwnSchema() async throws {
    guard let url = Self.postgresURL,
      let name = try? String(contentsOfFile: dataDirectory + "/postgres-schema", encoding: .utf8)
    else { return }
    #if PostgreSQL
      try await PostgresEngine.dropSchema(name, at: try PostgresLocation(url: url), logger: Self.quietLogger)
    #else
      _ = (url, name)
    #endif
  }

  /// Bootstraps a server without running it (for storage-level tests); caller shuts it down.
  static func make(
    dataDirectory: String = temporaryDirectory(), clock: TestClock = TestClock(),
    configure: (inout ServerConfiguration) -> Void = { _ in }
  ) async throws -> TestHarness {
    var configuration = configuration(dataDirectory: dataDirectory)
    configure(&configuration)
    let server = try await DevServer.bootstrap(configuration: configuration, clock: clock.appClock, logger: quietLogger)
    return TestHarness(server: server, clock: clock, dataDirectory: dataDirectory)
  }

  /// A dev-mode configuration over `dataDirectory`, on PostgreSQL when ``postgresURL`` is set.
  static func configuration(dataDirectory: String) -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.dataDirectory = dataDirectory
    configuration.devMode = true
    if let url = postgresURL {
      configuration.databaseURL = url
      configuration.usesOwnDatabaseSchema = true
      configuration.databasePoolSize = 4
    }
    return configuration
  }

  /// A unique directory under the system temporary directory.
  static func temporaryDirectory() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("chatterbox-tests-\(UUID().uuidString)").path
  }

  static var quietLogger: Logger {
    var logger = Logger(label: "tests")
    logger.logLevel = .critical
    return logger
  }

  /// Runs `query` in a transaction and returns its single integer result.
  func count(_ sql: String, _ binds: [String] = []) async throws -> Int64 {
    try await services.database.transaction { transaction in
      try await transaction.first(sql, binds.map { .text($0) })?.int("n") ?? 0
    }
  }
}
