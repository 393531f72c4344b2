import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// The dev server: opens the data directory, then builds Hummingbird applications over it.
public final class DevServer: Sendable {
  let services: ServerServices
  private let watchdog: StallWatchdog
  private let evaluationWorkers = Mutex<[Task<Void, Never>]>([])

  private init(services: ServerServices) {
    self.services = services
    watchdog = StallWatchdog.start(logger: services.logger)
  }

  deinit {
    watchdog.stop()
  }

  /// Prepares `configuration.dataDirectory`: creates it, loads or creates the secret,
  /// opens and migrates the database and clears interrupted uploads.
  public static func bootstrap(
    configuration: ServerConfiguration, clock: AppClock = .system, logger: Logger
  ) async throws -> DevServer {
    try FileManager.default.createDirectory(atPath: configuration.dataDirectory, withIntermediateDirectories: true)
    let secret = try SecretKeyStore.loadOrCreate(at: configuration.secretKeyPath)
    let database = try await openDatabase(configuration, logger: logger)
    do {
      let applied = try await Migrator().migrate(database, now: clock.unixNow)
      if !applied.isEmpty {
        logger.info("Applied migrations \(applied.map(String.init).joined(separator: ", "))")
      }
      let blobs = BlobStore(directory: configuration.blobDirectory)
      // Another process on the same database may share the directory and be receiving uploads:
      // only its long-abandoned partial files are removed then.
      try blobs.prepare(keepingFilesYoungerThan: database.kind == .sqlite ? nil : BlobStore.abandonedAfter)
      let services = ServerServices(
        configuration: configuration, clock: clock, database: database, keys: SigningKeys(secret: secret),
        blobs: blobs, logger: logger)
      try await services.tus.prepare()
      return DevServer(services: services)
    } catch {
      try? await database.close()
      throw error
    }
  }

  /// Whether this build has the PostgreSQL engine (the package's `PostgreSQL` trait, ADR 0041).
  public static var hasPostgreSQL: Bool {
    #if PostgreSQL
      true
    #else
      false
    #endif
  }

  /// The SQLite file in the data directory, or the PostgreSQL database of `databaseURL`.
  static func openDatabase(_ configuration: ServerConfiguration, logger: Logger) async throws -> Database {
    guard let url = configuration.databaseURL else {
      return try await Database.open(path: configuration.databasePath, logger: logger)
    }
    let location = try PostgresLocation(url: url)
    #if PostgreSQL
      var schema = configuration.databaseSchema
      if configuration.usesOwnDatabaseSchema {
        schema = try ownSchema(configuration)
      }
      if let schema, !DatabaseSchemaName.isValid(schema) {
        throw DatabaseURLError(message: "the schema name must match ^[a-z_][a-z0-9_]{0,62}$")
      }
      let engine = try await PostgresEngine.open(
        location: location, schema: schema, poolSize: configuration.databasePoolSize, logger: logger)
      logger.info("Using PostgreSQL at \(location.redacted)\(schema.map { ", schema \($0)" } ?? "")")
      return Database(engine: engine)
    #else
      _ = location
      throw DatabaseURLError(
        message:
          "this dev server was built without PostgreSQL: build it with `swift build --package-path Tools/DevServer --traits PostgreSQL` (ADR 0041)"
      )
    #endif
  }

  /// The data directory's own schema name, chosen on first start (`chatterbox_<random>`).
  static func ownSchema(_ configuration: ServerConfiguration) throws -> String {
    let bytes = try CreateOnceFile.contents(at: configuration.ownSchemaFilePath) {
      Array(("chatterbox_" + Hex.encode(SecureRandom.bytes(8))).utf8)
    }
    return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A Hummingbird application serving the contract.
  ///
  /// - Parameter onListening: called with the base URL (actual port included) once the
  ///   socket is bound, e.g. to print it and write a ready file.
  public func makeApplication(
    onListening: @escaping @Sendable (String) async -> Void = { _ in }
  ) -> Application<RouterResponder<DevRequestContext>> {
    let configuration = services.configuration
    let address = services.address
    return Application(
      router: ServerRouter.make(services),
      configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
      onServerRunning: { channel in
        if let port = channel.localAddress?.port {
          address.update(host: configuration.host, port: port)
        }
        await onListening(address.current)
      },
      logger: services.logger)
  }

  /// Starts `configuration.evaluationWorkers` evaluation workers in this process (ADR 0031); they run
  /// until ``shutdown()``. Calling it again adds none.
  public func startEvaluationWorkers() {
    let services = services
    evaluationWorkers.withLock { tasks in
      guard tasks.isEmpty else { return }
      tasks = (0..<max(0, services.configuration.evaluationWorkers)).map { _ in
        Task { await EvaluationWorker(services: services).run() }
      }
    }
  }

  /// Stops the evaluation workers and closes the database. Call after the application has stopped.
  ///
  /// A worker stopped mid-job leaves it leased; another worker (or this server's next start) takes it over
  /// once the lease has run out.
  public func shutdown() async throws {
    let workers = evaluationWorkers.withLock { tasks in
      defer { tasks = [] }
      return tasks
    }
    for worker in workers {
      worker.cancel()
      await worker.value
    }
    watchdog.stop()
    try await services.database.close()
  }
}
