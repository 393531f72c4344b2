/// A refresh token row joined with its family.
struct RefreshTokenRecord: Sendable, Equatable {
  let familyID: String
  let accountID: String
  let expiresAt: Int64
  let usedAt: Int64?
  let familyRevokedAt: Int64?
}

/// Token families (one per sign-in) and their rotating refresh tokens.
struct SessionStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Starts a new family for `accountID` and returns its id.
  func createFamily(accountID: String, now: Int64) async throws -> String {
    let id = Identifier.make(prefix: "fam")
    try await transaction.query(
      "INSERT INTO token_families (id, account_id, created_at) VALUES (?, ?, ?)",
      [.text(id), .text(accountID), .int(now)])
    return id
  }

  /// Stores the hash of a new refresh token in `familyID`.
  func insertRefreshToken(hash: String, familyID: String, now: Int64, expiresAt: Int64) async throws {
    try await transaction.query(
      "INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
      [.text(hash), .text(familyID), .int(now), .int(expiresAt)])
  }

  /// The refresh token with this hash, if any.
  func refreshToken(hash: String) async throws -> RefreshTokenRecord? {
    guard
      let row = try await transaction.first(
        """
        SELECT t.family_id, t.expires_at, t.used_at, f.account_id, f.revoked_at
        FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id
        WHERE t.token_hash = ?
        """, [.text(hash)])
    else { return nil }
    return RefreshTokenRecord(
      familyID: try row.string("family_id"), accountID: try row.string("account_id"),
      expiresAt: try row.int("expires_at"), usedAt: try row.optionalInt("used_at"),
      familyRevokedAt: try row.optionalInt("revoked_at"))
  }

  /// Marks a refresh token as spent.
  func markUsed(hash: String, now: Int64) async throws {
    try await transaction.query("UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?", [.int(now), .text(hash)])
  }

  /// Revokes a whole family: its access and refresh tokens stop working.
  func revokeFamily(id: String, now: Int64) async throws {
    try await transaction.query(
      "UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", [.int(now), .text(id)])
  }

  /// Whether the family exists, belongs to `accountID` and is not revoked.
  func isActive(familyID: String, accountID: String) async throws -> Bool {
    try await transaction.first(
      "SELECT 1 AS found FROM token_families WHERE id = ? AND account_id = ? AND revoked_at IS NULL",
      [.text(familyID), .text(accountID)]) != nil
  }
}
