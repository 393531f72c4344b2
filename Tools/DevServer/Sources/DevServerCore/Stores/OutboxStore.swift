import Foundation

/// The dev outbox table (`--dev` only): sign-in messages as an email provider would have sent them.
struct OutboxStore {
  /// About this many newest messages are kept.
  static let capacity: Int64 = 1_000

  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Stores a message; every hundredth one also trims the table to ``capacity``.
  ///
  /// Trimming rarely keeps concurrent senders from conflicting over the table on PostgreSQL.
  func insert(_ message: OutboxMessage) async throws {
    let rows = try await transaction.query(
      "INSERT INTO dev_outbox (email, subject, body, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
      [
        .text(message.to), .text(message.subject), .text(message.body), .text(message.link), .text(message.code),
        .int(Int64(message.createdAt.timeIntervalSince1970)),
      ])
    if let id = try rows.first?.int("id"), id % 100 == 0 {
      try await transaction.query("DELETE FROM dev_outbox WHERE id <= ?", [.int(id - Self.capacity)])
    }
  }

  /// Messages for `email` (all when nil), newest first, at most ``capacity``.
  func messages(for email: String?) async throws -> [OutboxMessage] {
    let columns = "email, subject, body, link, code, created_at"
    let rows =
      if let email {
        try await transaction.query(
          "SELECT \(columns) FROM dev_outbox WHERE email = ? ORDER BY id DESC LIMIT ?",
          [.text(email), .int(Self.capacity)])
      } else {
        try await transaction.query(
          "SELECT \(columns) FROM dev_outbox ORDER BY id DESC LIMIT ?", [.int(Self.capacity)])
      }
    return try rows.map {
      OutboxMessage(
        to: try $0.string("email"), subject: try $0.string("subject"), body: try $0.string("body"),
        link: try $0.string("link"), code: try $0.string("code"),
        createdAt: Date(unixSeconds: try $0.int("created_at")))
    }
  }
}
