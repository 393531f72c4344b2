/// A sign-in link as stored: only the token's hash and the code's MAC, never the secrets.
struct MagicLinkRecord: Sendable, Equatable {
  let id: Int64
  let tokenHash: String
  let email: String
  let codeMAC: String
  let failedAttempts: Int64
  let expiresAt: Int64
  let usedAt: Int64?
}

/// Sign-in links and the request log used for rate limiting.
struct MagicLinkStore {
  private static let columns = "id, token_hash, email, code_mac, failed_attempts, expires_at, used_at"

  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Writes the rows of `keys` (upserts), so that a concurrent transaction claiming one of them conflicts
  /// with this one: SQLite runs one transaction at a time anyway; on PostgreSQL the later of two waits and is
  /// then rerun (a serialization failure), now counting the earlier one's request.
  func claimRateLimitKeys(_ keys: [String], now: Int64) async throws {
    for key in keys {
      try await transaction.query(
        "INSERT INTO rate_limit_keys (key, touched_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET touched_at = excluded.touched_at",
        [.text(key), .int(now)])
    }
  }

  /// Logs a link request for the rate limits.
  func recordRequest(email: String, clientIP: String, now: Int64) async throws {
    try await transaction.query(
      "INSERT INTO magic_link_requests (email, client_ip, created_at) VALUES (?, ?, ?)",
      [.text(email), .text(clientIP), .int(now)])
  }

  /// Request times for `email` since `since`, oldest first.
  func requestTimes(email: String, since: Int64) async throws -> [Int64] {
    try await transaction.query(
      "SELECT created_at FROM magic_link_requests WHERE email = ? AND created_at > ? ORDER BY created_at",
      [.text(email), .int(since)]
    ).map { try $0.int("created_at") }
  }

  /// Request times from `clientIP` since `since`, oldest first.
  func requestTimes(clientIP: String, since: Int64) async throws -> [Int64] {
    try await transaction.query(
      "SELECT created_at FROM magic_link_requests WHERE client_ip = ? AND created_at > ? ORDER BY created_at",
      [.text(clientIP), .int(since)]
    ).map { try $0.int("created_at") }
  }

  /// Stores a new link.
  func insert(tokenHash: String, codeMAC: String, email: String, now: Int64, expiresAt: Int64) async throws -> Int64 {
    let rows = try await transaction.query(
      """
      INSERT INTO magic_links (token_hash, code_mac, email, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?) RETURNING id
      """,
      [.text(tokenHash), .text(codeMAC), .text(email), .int(now), .int(expiresAt)])
    guard let id = try rows.first?.int("id") else { throw StorageError.unexpectedColumn("id") }
    return id
  }

  /// The link whose token hashes to `tokenHash`.
  func link(tokenHash: String) async throws -> MagicLinkRecord? {
    try await transaction.first(
      "SELECT \(Self.columns) FROM magic_links WHERE token_hash = ?", [.text(tokenHash)]
    ).map(Self.record(from:))
  }

  /// The most recent link sent to `email`; only its code is accepted by `verify_otp`.
  func latestLink(email: String) async throws -> MagicLinkRecord? {
    try await transaction.first(
      "SELECT \(Self.columns) FROM magic_links WHERE email = ? ORDER BY id DESC LIMIT 1", [.text(email)]
    ).map(Self.record(from:))
  }

  /// Consumes the link (token and code alike).
  func markUsed(id: Int64, now: Int64) async throws {
    try await transaction.query("UPDATE magic_links SET used_at = ? WHERE id = ?", [.int(now), .int(id)])
  }

  /// Counts a wrong code; returns the new number of failed attempts.
  func recordFailedAttempt(id: Int64) async throws -> Int64 {
    let rows = try await transaction.query(
      "UPDATE magic_links SET failed_attempts = failed_attempts + 1 WHERE id = ? RETURNING failed_attempts",
      [.int(id)])
    return try rows.first?.int("failed_attempts") ?? 0
  }

  private static func record(from row: DatabaseRow) throws -> MagicLinkRecord {
    MagicLinkRecord(
      id: try row.int("id"), tokenHash: try row.string("token_hash"), email: try row.string("email"),
      codeMAC: try row.string("code_mac"),
      failedAttempts: try row.int("failed_attempts"), expiresAt: try row.int("expires_at"),
      usedAt: try row.optionalInt("used_at"))
  }
}
