/// Analytics events accepted by `track`.
struct EventStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Stores one event; `properties` and `context` are JSON object text.
  func insert(accountID: String, name: String, properties: String, context: String, occurredAt: String, now: Int64)
    async throws
  {
    try await transaction.query(
      """
      INSERT INTO analytics_events (account_id, name, properties, context, occurred_at, received_at)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [.text(accountID), .text(name), .text(properties), .text(context), .text(occurredAt), .int(now)])
  }
}
