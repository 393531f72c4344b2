import Foundation
import Logging

/// A sign-in message as the dev outbox shows it.
struct OutboxMessage: Sendable, Codable, Equatable {
  let to: String
  let subject: String
  let body: String
  let link: String
  let code: String
  let createdAt: Date

  enum CodingKeys: String, CodingKey {
    case to, subject, body, link, code
    case createdAt = "created_at"
  }
}

/// Stand-in for an email provider: sign-in messages for `GET /dev/outbox`.
///
/// With `--dev` a message is stored in the `dev_outbox` table by the transaction that creates its link
/// (``OutboxStore``), so every server process on one database sees it and a rolled-back request leaves
/// none. Without `--dev` nothing can read the outbox and nothing is stored: the database then holds only
/// hashes and MACs of tokens and codes.
final class Outbox: Sendable {
  private let database: Database
  private let retainsMessages: Bool
  private let logger: Logger

  /// - Parameter retainsMessages: false outside `--dev`, where nothing can read the outbox.
  init(database: Database, retainsMessages: Bool, logger: Logger) {
    self.database = database
    self.retainsMessages = retainsMessages
    self.logger = logger
  }

  /// Stores `message` inside `transaction` (dev mode only).
  func store(_ message: OutboxMessage, in transaction: Transaction) async throws {
    guard retainsMessages else { return }
    try await OutboxStore(transaction).insert(message)
  }

  /// "Sends" a message once its transaction committed. Logs only the masked recipient, never the link or code.
  func deliver(_ message: OutboxMessage) {
    logger.info("outbox: message for \(EmailAddress.masked(message.to))")
  }

  /// Messages for `email` (all messages when nil), newest first.
  func messages(for email: String?) async throws -> [OutboxMessage] {
    guard retainsMessages else { return [] }
    return try await database.transaction { try await OutboxStore($0).messages(for: email) }
  }
}
