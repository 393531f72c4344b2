import Foundation
import Logging

/// Offline account administration for the `admin` subcommand, working directly on the data directory.
public enum AccountAdmin {
  /// What a flag change did.
  public struct FlagChange: Sendable, Equatable {
    /// The account changed.
    public let accountID: String
    /// Whether the account was created by this call.
    public let createdAccount: Bool
    /// Whether the flag set actually changed.
    public let changed: Bool
  }

  /// Errors reported to the operator.
  public enum AdminError: Error, Equatable, CustomStringConvertible {
    case invalidEmail
    case invalidFlag

    /// A sentence for the operator.
    public var description: String {
      switch self {
      case .invalidEmail: "The email address is not valid."
      case .invalidFlag: "Flags must match ^[a-z][a-z0-9_]{0,63}$."
      }
    }
  }

  /// Grants `flag` to the account for `email`, creating the account if needed.
  public static func grant(flag: String, email: String, dataDirectory: String, logger: Logger) async throws
    -> FlagChange
  {
    var configuration = ServerConfiguration()
    configuration.dataDirectory = dataDirectory
    return try await grant(flag: flag, email: email, configuration: configuration, logger: logger)
  }

  /// Like ``grant(flag:email:dataDirectory:logger:)`` on the database `configuration` names (SQLite or PostgreSQL).
  public static func grant(flag: String, email: String, configuration: ServerConfiguration, logger: Logger)
    async throws -> FlagChange
  {
    let (email, flag) = try validated(email: email, flag: flag)
    return try await withDatabase(configuration, logger: logger) { database, now in
      try await database.transaction { transaction in
        let accounts = AccountStore(transaction)
        let existing = try await accounts.id(forEmail: email)
        let id: String
        if let existing {
          id = existing
        } else {
          id = try await accounts.findOrCreate(email: email, now: now)
        }
        let hadFlag = try await accounts.account(id: id)?.flags.contains(flag) ?? false
        try await accounts.grant(flag: flag, accountID: id, now: now)
        return FlagChange(accountID: id, createdAccount: existing == nil, changed: !hadFlag)
      }
    }
  }

  /// Revokes `flag` from the account for `email`; an unknown email is a no-op (returns nil).
  public static func revoke(flag: String, email: String, dataDirectory: String, logger: Logger) async throws
    -> FlagChange?
  {
    var configuration = ServerConfiguration()
    configuration.dataDirectory = dataDirectory
    return try await revoke(flag: flag, email: email, configuration: configuration, logger: logger)
  }

  /// Like ``revoke(flag:email:dataDirectory:logger:)`` on the database `configuration` names.
  public static func revoke(flag: String, email: String, configuration: ServerConfiguration, logger: Logger)
    async throws -> FlagChange?
  {
    let (email, flag) = try validated(email: email, flag: flag)
    return try await withDatabase(configuration, logger: logger) { database, _ in
      try await database.transaction { transaction in
        let accounts = AccountStore(transaction)
        guard let id = try await accounts.id(forEmail: email) else { return nil }
        let removed = try await accounts.revoke(flag: flag, accountID: id)
        return FlagChange(accountID: id, createdAccount: false, changed: removed)
      }
    }
  }

  private static func validated(email: String, flag: String) throws(AdminError) -> (String, String) {
    guard let email = EmailAddress.normalized(email) else { throw .invalidEmail }
    guard SnakeCaseName.isValid(flag) else { throw .invalidFlag }
    return (email, flag)
  }

  /// Opens (and migrates) the database, runs `body`, and always closes it.
  private static func withDatabase<T: Sendable>(
    _ configuration: ServerConfiguration, logger: Logger, _ body: (Database, Int64) async throws -> T
  ) async throws -> T {
    try FileManager.default.createDirectory(atPath: configuration.dataDirectory, withIntermediateDirectories: true)
    let database = try await DevServer.openDatabase(configuration, logger: logger)
    let now = AppClock.system.unixNow
    do {
      try await Migrator().migrate(database, now: now)
      let value = try await body(database, now)
      try await database.close()
      return value
    } catch {
      try? await database.close()
      throw error
    }
  }
}
