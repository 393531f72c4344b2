import NIOCore

/// A stored answer to a request that carried an `Idempotency-Key`.
struct StoredReply: Sendable, Equatable {
  let route: String
  let requestSHA256: String
  let status: Int
  let body: [UInt8]
}

/// Remembers the first successful answer per (caller, key).
struct IdempotencyStore {
  /// How long a key is remembered; afterwards it may be reused for a new request.
  static let retentionSeconds: Int64 = 24 * 60 * 60

  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// The stored reply for `key`, ignoring (and deleting) one past retention.
  func reply(caller: String, key: String, now: Int64) async throws -> StoredReply? {
    try await transaction.query(
      "DELETE FROM idempotency_keys WHERE caller = ? AND key = ? AND created_at <= ?",
      [.text(caller), .text(key), .int(now - Self.retentionSeconds)])
    guard
      let row = try await transaction.first(
        "SELECT route, request_sha256, status, response_body FROM idempotency_keys WHERE caller = ? AND key = ?",
        [.text(caller), .text(key)])
    else { return nil }
    return StoredReply(
      route: try row.string("route"), requestSHA256: try row.string("request_sha256"),
      status: Int(try row.int("status")), body: try row.bytes("response_body"))
  }

  /// Stores the answer given for `key`.
  func save(caller: String, key: String, reply: StoredReply, now: Int64) async throws {
    try await transaction.query(
      """
      INSERT INTO idempotency_keys (caller, key, route, request_sha256, status, response_body, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(caller), .text(key), .text(reply.route), .text(reply.requestSHA256), .integer(reply.status),
        .blob(ByteBuffer(bytes: reply.body)), .int(now),
      ])
  }
}
