// Built with the PostgreSQL trait only (Package.swift, ADR 0041).
#if PostgreSQL
  import Logging
  import NIOCore
  import PostgresNIO

  /// A PostgreSQL database, shared by any number of server processes.
  ///
  /// Every transaction is `REPEATABLE READ` (snapshot isolation): it reads one snapshot, and when it writes a row
  /// that a concurrent transaction (of this process or another) wrote since, PostgreSQL aborts it with SQLSTATE
  /// 40001. Each guarantee of the contract rests on such a write to one row — the magic link's `used_at`, the
  /// refresh token's `used_at`, the recording's status, the idempotency key's primary key (a race there is 23505),
  /// the rate-limit row of an email — so the loser is run again from the start, sees the winner's
  /// work and answers as it would have one after the other (a deadlock, 40P01, is retried the same way).
  /// `SERIALIZABLE` would give that without the rate-limit rows, but its page-level predicate locks make
  /// unrelated learners conflict on small indexes: under load most transactions were retried (ADR 0023).
  final class PostgresEngine: DatabaseEngine {
    /// Attempts per transaction before a conflict is reported as 503.
    static let maxAttempts = 25

    let location: PostgresLocation
    let schema: String?
    private let pool: PostgresConnectionPool
    private let logger: Logger

    var kind: DatabaseEngineKind { .postgres }

    private init(location: PostgresLocation, schema: String?, pool: PostgresConnectionPool, logger: Logger) {
      self.location = location
      self.schema = schema
      self.pool = pool
      self.logger = logger
    }

    /// Connects once (so a wrong URL fails at start with one clear line), creating `schema` if asked.
    ///
    /// - Parameter schema: a schema of the database to work in (`search_path`); nil means the default (`public`).
    static func open(location: PostgresLocation, schema: String?, poolSize: Int, logger: Logger) async throws
      -> PostgresEngine
    {
      // The driver's own logs stay at notice and above: nothing of the connection set-up is printed.
      var driverLogger = logger
      driverLogger.logLevel = max(logger.logLevel, .notice)
      var configuration = PostgresConnection.Configuration(
        host: location.host, port: location.port, username: location.username, password: location.password,
        database: location.database,
        tls: location.requiresTLS ? .require(try .init(configuration: .makeClientConfiguration())) : .disable)
      configuration.options.connectTimeout = .seconds(5)
      if let schema {
        configuration.options.additionalStartupParameters = [("search_path", schema)]
      }
      let pool = PostgresConnectionPool(configuration: configuration, maximum: poolSize, logger: driverLogger)
      do {
        try await pool.withConnection { connection in
          if let schema {
            _ = try await connection.query(
              PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \"\(schema)\""), logger: driverLogger)
          }
          _ = try await connection.query("SELECT 1", logger: driverLogger)
        }
      } catch {
        await pool.close()
        throw DatabaseStartupError(location: location.redacted, reason: Self.reason(for: error))
      }
      return PostgresEngine(location: location, schema: schema, pool: pool, logger: driverLogger)
    }

    func transaction<T: Sendable>(exclusive: Bool, _ body: (Transaction) async throws -> T) async throws -> T {
      var attempt = 0
      while true {
        attempt += 1
        do {
          let asked = ContinuousClock.now
          return try await pool.withConnection { connection in
            let leased = ContinuousClock.now
            defer {
              Self.reportSlow(
                waited: leased - asked, ran: ContinuousClock.now - leased, attempt: attempt, logger: logger)
            }
            return try await run(on: connection, exclusive: exclusive, body)
          }
        } catch let error as PSQLError where attempt < Self.maxAttempts && Self.isRetryable(error) {
          if attempt > 2 {
            logger.debug("transaction conflict (SQLSTATE \(error.serverInfo?[.sqlState] ?? "?")), attempt \(attempt)")
          }
          // Jittered, growing back-off so two conflicting transactions do not collide again at once.
          try await Task.sleep(for: .milliseconds(Int.random(in: 1...(2 * min(attempt, 25)))))
        } catch let error as RetryOnFreshConnection where attempt < Self.maxAttempts {
          _ = error
        } catch let error as RetryOnFreshConnection {
          throw DatabaseUnavailable(reason: error.reason)
        } catch let error as PSQLError where Self.isUnavailable(error) {
          throw DatabaseUnavailable(reason: Self.reason(for: error))
        } catch let error as PSQLError where Self.isRetryable(error) {
          throw DatabaseUnavailable(reason: "too many conflicting transactions (\(Self.reason(for: error)))")
        }
      }
    }

    func close() async throws {
      await pool.close()
    }

    /// A transaction that waited seconds for a connection, or ran for seconds, is worth a line: one CI run
    /// saw uploads stall ~59 s on PostgreSQL only (issue 17), and this says whether the database was why.
    private static func reportSlow(waited: Duration, ran: Duration, attempt: Int, logger: Logger) {
      guard waited > .seconds(2) || ran > .seconds(2) else { return }
      logger.notice("slow transaction: waited \(waited) for a connection, ran \(ran) (attempt \(attempt))")
    }

    /// Runs one statement outside any transaction (`CREATE DATABASE` and the like; tests and tools).
    func executeOutsideTransaction(_ sql: String) async throws {
      let logger = logger
      try await pool.withConnection { connection in
        _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
      }
    }

    /// Drops `schema` with everything in it (test clean-up).
    static func dropSchema(_ schema: String, at location: PostgresLocation, logger: Logger) async throws {
      let engine = try await open(location: location, schema: nil, poolSize: 1, logger: logger)
      do {
        try await engine.pool.withConnection { connection in
          _ = try await connection.query(
            PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"), logger: engine.logger)
        }
      } catch {
        try? await engine.close()
        throw error
      }
      try await engine.close()
    }

    private func run<T: Sendable>(
      on connection: PostgresConnection, exclusive: Bool, _ body: (Transaction) async throws -> T
    ) async throws -> T {
      let logger = logger
      do {
        // A transaction between migrations must see what the previous lock holder committed:
        // READ COMMITTED takes a new snapshot per statement, so after the lock it sees the latest schema.
        _ = try await connection.query(
          exclusive ? "BEGIN ISOLATION LEVEL READ COMMITTED" : "BEGIN ISOLATION LEVEL REPEATABLE READ", logger: logger)
      } catch let error as PSQLError where Self.isUnavailable(error) {
        // Nothing ran yet: a connection that died while idle (the server restarted) is simply replaced.
        try? await connection.close()
        throw RetryOnFreshConnection(reason: Self.reason(for: error))
      }
      let transaction = Transaction(engine: .postgres) { sql, binds in
        let rows = try await connection.query(Self.query(sql, binds), logger: logger).collect()
        return try rows.map(Self.row)
      }
      do {
        if exclusive {
          _ = try await connection.query(
            "SELECT pg_advisory_xact_lock(hashtext('chatterbox-migrations:' || current_schema()))", logger: logger)
        }
        let value = try await body(transaction)
        _ = try await connection.query("COMMIT", logger: logger)
        return value
      } catch let failure as CommitThenFail {
        _ = try await connection.query("COMMIT", logger: logger)
        throw failure.error
      } catch {
        do {
          _ = try await connection.query("ROLLBACK", logger: logger)
        } catch {
          // A connection whose state is unknown is never handed out again.
          try? await connection.close()
        }
        throw error
      }
    }

    /// `sql` with its `?` placeholders numbered `$1`, `$2`, ... (outside quoted text), and its binds.
    static func query(_ sql: String, _ binds: [DatabaseValue]) throws -> PostgresQuery {
      var text = ""
      text.reserveCapacity(sql.utf8.count + 8)
      var number = 0
      var quote: Character?
      for character in sql {
        if let open = quote {
          if character == open { quote = nil }
          text.append(character)
        } else if character == "'" || character == "\"" {
          quote = character
          text.append(character)
        } else if character == "?" {
          number += 1
          text += "$\(number)"
        } else {
          text.append(character)
        }
      }
      var bindings = PostgresBindings(capacity: binds.count)
      for bind in binds {
        switch bind {
        case .null: bindings.appendNull()
        case .integer(let value): bindings.append(Int64(value))
        case .text(let value): bindings.append(value)
        case .blob(let value): bindings.append(value)
        }
      }
      return PostgresQuery(unsafeSQL: text, binds: bindings)
    }

    private static func row(_ row: PostgresRow) throws -> DatabaseRow {
      var columns: [String: DatabaseValue] = [:]
      for cell in row {
        guard cell.bytes != nil else {
          columns[cell.columnName] = .null
          continue
        }
        switch cell.dataType {
        case .int2, .int4, .int8:
          columns[cell.columnName] = .integer(Int(try cell.decode(Int64.self)))
        case .bool:
          columns[cell.columnName] = .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .text, .varchar, .bpchar, .name:
          columns[cell.columnName] = .text(try cell.decode(String.self))
        case .bytea:
          columns[cell.columnName] = .blob(cell.bytes ?? ByteBuffer())
        default:
          // e.g. the void of pg_advisory_xact_lock: no store reads such a column.
          columns[cell.columnName] = .null
        }
      }
      return DatabaseRow(columns: columns)
    }

    /// Serialization failure, deadlock, or a unique-key race: running the transaction again is the cure.
    static func isRetryable(_ error: PSQLError) -> Bool {
      guard let state = error.serverInfo?[.sqlState] else { return false }
      return ["40001", "40P01", "23505"].contains(state)
    }

    /// The connection or the server is gone (or not accepting connections yet).
    static func isUnavailable(_ error: PSQLError) -> Bool {
      switch error.code {
      case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
        return true
      default:
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("08") || state.hasPrefix("57P") || state == "53300"
      }
    }

    /// Why `error` happened, in words that never include the password.
    static func reason(for error: any Error) -> String {
      if let unavailable = error as? DatabaseUnavailable { return unavailable.reason }
      guard let error = error as? PSQLError else { return String(describing: type(of: error)) }
      if let info = error.serverInfo {
        let message = info[.message] ?? "server error"
        return "\(message) (SQLSTATE \(info[.sqlState] ?? "?"))"
      }
      switch error.code {
      case .connectionError:
        let underlying = error.underlying.map { String(describing: $0) } ?? ""
        if underlying.contains("refused") { return "connection refused (is PostgreSQL running and listening there?)" }
        if underlying.lowercased().contains("timeout") || underlying.contains("timed out") {
          return "connection timed out"
        }
        return underlying.isEmpty ? "could not connect" : "could not connect (\(underlying))"
      case .authMechanismRequiresPassword:
        return "the server asks for a password and none was given (put it in the URL or in PGPASSWORD)"
      case .sslUnsupported:
        return "the server does not offer TLS (drop sslmode=require)"
      case .serverClosedConnection, .uncleanShutdown:
        return "the server closed the connection"
      default:
        return "\(error.code)"
      }
    }
  }

  /// The connection died before the transaction began; another connection may do.
  private struct RetryOnFreshConnection: Error {
    let reason: String
  }

  /// At most `maximum` connections, opened on demand and reused; a closed one is dropped.
  ///
  /// Deliberately small: a lease that cannot connect fails at once (the caller answers 503) instead of
  /// waiting for the database to come back, and the next lease simply tries again.
  actor PostgresConnectionPool {
    private let configuration: PostgresConnection.Configuration
    private let maximum: Int
    private let logger: Logger
    private var idle: [PostgresConnection] = []
    private var leased = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var nextID = 0
    private var isClosed = false

    init(configuration: PostgresConnection.Configuration, maximum: Int, logger: Logger) {
      self.configuration = configuration
      self.maximum = max(1, maximum)
      self.logger = logger
    }

    /// Runs `body` with a connection of its own.
    nonisolated func withConnection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
      await acquirePermit()
      let connection: PostgresConnection
      do {
        connection = try await idleOrNewConnection()
      } catch {
        await releasePermit(returning: nil)
        throw error
      }
      do {
        let value = try await body(connection)
        await releasePermit(returning: connection)
        return value
      } catch {
        await releasePermit(returning: connection)
        throw error
      }
    }

    /// Closes every idle connection; later leases fail.
    func close() async {
      isClosed = true
      let connections = idle
      idle = []
      for connection in connections {
        try? await connection.close()
      }
    }

    private func acquirePermit() async {
      if leased < maximum {
        leased += 1
        return
      }
      // The releasing lease hands its permit straight to the first waiter.
      await withCheckedContinuation { waiters.append($0) }
    }

    private func releasePermit(returning connection: PostgresConnection?) async {
      if let connection {
        if isClosed || connection.isClosed {
          try? await connection.close()
        } else {
          idle.append(connection)
        }
      }
      if waiters.isEmpty {
        leased -= 1
      } else {
        waiters.removeFirst().resume()
      }
    }

    private func idleOrNewConnection() async throws -> PostgresConnection {
      guard !isClosed else { throw DatabaseUnavailable(reason: "the server is shutting down") }
      while let connection = idle.popLast() {
        if !connection.isClosed { return connection }
      }
      nextID += 1
      do {
        return try await PostgresConnection.connect(configuration: configuration, id: nextID, logger: logger)
      } catch {
        // Nothing was sent: the caller answers 503 (or, at start-up, names the reason) and the next lease tries again.
        throw DatabaseUnavailable(reason: PostgresEngine.reason(for: error))
      }
    }
  }
#endif
