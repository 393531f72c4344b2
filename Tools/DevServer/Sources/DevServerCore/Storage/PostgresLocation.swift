import Foundation

/// Where a PostgreSQL database is: parsed from `postgres://user[:password]@host[:port]/database`.
///
/// ``redacted`` is the only spelling that may be printed or logged: it never carries the password.
public struct PostgresLocation: Sendable, Equatable {
  public var host: String
  public var port: Int
  public var username: String
  /// From the URL, else `PGPASSWORD`; nil means none (trust or peer authentication).
  public var password: String?
  public var database: String
  /// `?sslmode=require` asks for TLS; the default (`disable`) suits loopback and a private network.
  public var requiresTLS: Bool

  /// Parses `url`; `environment` supplies `PGPASSWORD` and the default user name.
  public init(url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(DatabaseURLError)
  {
    guard let components = URLComponents(string: url),
      let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme)
    else { throw DatabaseURLError(message: "the database URL must look like postgres://user@host:port/database") }
    guard let host = components.host, !host.isEmpty else {
      throw DatabaseURLError(message: "the database URL names no host (postgres://user@host:port/database)")
    }
    self.host = host
    self.port = components.port ?? 5432
    self.username = components.user ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
    self.password = components.password ?? environment["PGPASSWORD"]
    let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
    self.database = path.isEmpty ? username : path
    var requiresTLS = false
    for item in components.queryItems ?? [] {
      switch (item.name, item.value) {
      case ("sslmode", "require"?): requiresTLS = true
      case ("sslmode", "disable"?), ("sslmode", "prefer"?), ("sslmode", "allow"?): requiresTLS = false
      default:
        throw DatabaseURLError(
          message: "the database URL has an unsupported parameter '\(item.name)' (only sslmode=disable|require)")
      }
    }
    self.requiresTLS = requiresTLS
  }

  /// The URL without its password, e.g. `postgres://chatterbox@127.0.0.1:5432/chatterbox`.
  public var redacted: String {
    var components = URLComponents()
    components.scheme = "postgres"
    components.user = username
    components.host = host
    components.port = port
    components.path = "/" + database
    return components.string ?? "postgres://\(username)@\(host):\(port)/\(database)"
  }
}

/// A database URL that cannot be used; the message never contains the password.
public struct DatabaseURLError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}

/// The database could not be reached or refused the server, at start-up: one line for the operator.
public struct DatabaseStartupError: Error, Sendable, CustomStringConvertible {
  /// The redacted location.
  public let location: String
  /// Why, without the password.
  public let reason: String
  public var description: String { "Cannot use the PostgreSQL database \(location): \(reason)" }
}

/// The database is unreachable while serving: answered as 503 `unavailable`.
struct DatabaseUnavailable: Error, Sendable, CustomStringConvertible {
  let reason: String
  var description: String { "database unavailable: \(reason)" }
}

/// PostgreSQL schema names the server accepts (no quoting surprises).
enum DatabaseSchemaName {
  static func isValid(_ name: String) -> Bool {
    guard let first = name.utf8.first, name.utf8.count <= 63 else { return false }
    let lower = UInt8(ascii: "a")...UInt8(ascii: "z")
    let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
    let underscore = UInt8(ascii: "_")
    return (lower.contains(first) || first == underscore)
      && name.utf8.allSatisfy { lower.contains($0) || digit.contains($0) || $0 == underscore }
  }
}
