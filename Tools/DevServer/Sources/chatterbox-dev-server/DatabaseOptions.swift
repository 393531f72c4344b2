import ArgumentParser
import DevServerCore
import Foundation

/// Which database `serve` and `admin` use: the SQLite file in the data directory unless a PostgreSQL URL is given.
struct DatabaseOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "PostgreSQL database, postgres://user[:password]@host:port/database (default: $CHATTERBOX_DATABASE_URL, else SQLite in --data-dir).",
      valueName: "url"))
  var databaseURL: String?

  @Option(help: "PostgreSQL schema to work in (default: the database's own, public).")
  var databaseSchema: String?

  @Flag(
    help:
      "Work in a PostgreSQL schema of this data directory's own, created on first start (also $CHATTERBOX_DATABASE_OWN_SCHEMA=1): many servers, e.g. test runs, on one database."
  )
  var ownDatabaseSchema = false

  @Option(help: "Most PostgreSQL connections this process opens.")
  var databasePoolSize = ServerConfiguration().databasePoolSize

  /// Checks the URL's shape (without connecting) so a typo fails before anything starts.
  func validate() throws {
    guard databasePoolSize > 0 else { throw ValidationError("--database-pool-size must be positive.") }
    if let url = effectiveURL {
      guard DevServer.hasPostgreSQL else {
        throw ValidationError(
          "--database-url (or CHATTERBOX_DATABASE_URL): this dev server was built without PostgreSQL; build it with `swift build --package-path Tools/DevServer --traits PostgreSQL` (ADR 0041)."
        )
      }
      do {
        _ = try PostgresLocation(url: url)
      } catch {
        throw ValidationError("--database-url: \(error)")
      }
    } else if databaseSchema != nil || ownSchema {
      throw ValidationError("--database-schema and --own-database-schema need --database-url.")
    }
    if databaseSchema != nil, ownSchema {
      throw ValidationError("--database-schema and --own-database-schema exclude each other.")
    }
  }

  /// `--database-url`, else a non-empty `CHATTERBOX_DATABASE_URL`.
  var effectiveURL: String? {
    if let databaseURL { return databaseURL }
    guard let url = ProcessInfo.processInfo.environment["CHATTERBOX_DATABASE_URL"], !url.isEmpty else { return nil }
    return url
  }

  private var ownSchema: Bool {
    ownDatabaseSchema || ProcessInfo.processInfo.environment["CHATTERBOX_DATABASE_OWN_SCHEMA"] == "1"
  }

  /// Applies these options to `configuration`.
  func apply(to configuration: inout ServerConfiguration) {
    configuration.databaseURL = effectiveURL
    configuration.databaseSchema = databaseSchema
    configuration.usesOwnDatabaseSchema = effectiveURL != nil && ownSchema
    configuration.databasePoolSize = databasePoolSize
  }
}
