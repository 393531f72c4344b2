import ArgumentParser
import DevServerCore
import Logging

/// `admin`: offline maintenance on a data directory (safe while a server runs on it).
struct AdminCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "admin", abstract: "Maintain accounts directly in the database (SQLite file or PostgreSQL).",
    subcommands: [GrantFlag.self, RevokeFlag.self])
}

/// Options shared by the flag subcommands.
struct FlagOptions: ParsableArguments {
  @Option(help: "Data directory of the server.")
  var dataDir = ".chatterbox"

  @Option(help: "Email address of the account.")
  var email: String

  @Option(help: "Flag name, e.g. developer.")
  var flag: String

  @OptionGroup(title: "Database") var database: DatabaseOptions

  /// The server configuration these options describe.
  var configuration: ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.dataDirectory = dataDir
    database.apply(to: &configuration)
    return configuration
  }
}

/// `admin grant-flag`.
struct GrantFlag: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grant-flag", abstract: "Grant an account flag, creating the account if needed.")

  @OptionGroup var options: FlagOptions

  func run() async throws {
    let change = try await AccountAdmin.grant(
      flag: options.flag, email: options.email, configuration: options.configuration, logger: Logger(label: "admin"))
    let created = change.createdAccount ? " (account created)" : ""
    let outcome = change.changed ? "Granted" : "Already had"
    print("\(outcome) flag '\(options.flag)' on account \(change.accountID)\(created).")
  }
}

/// `admin revoke-flag`.
struct RevokeFlag: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "revoke-flag", abstract: "Revoke an account flag (no-op for an unknown email).")

  @OptionGroup var options: FlagOptions

  func run() async throws {
    guard
      let change = try await AccountAdmin.revoke(
        flag: options.flag, email: options.email, configuration: options.configuration,
        logger: Logger(label: "admin"))
    else {
      print("No account for that email; nothing to revoke.")
      return
    }
    let outcome = change.changed ? "Revoked" : "Did not have"
    print("\(outcome) flag '\(options.flag)' on account \(change.accountID).")
  }
}
