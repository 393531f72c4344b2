/// Accounts and their flags.
struct AccountStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Id of the account for `email`, creating it on first sign-in.
  func findOrCreate(email: String, now: Int64) async throws -> String {
    if let row = try await transaction.first("SELECT id FROM accounts WHERE email = ?", [.text(email)]) {
      return try row.string("id")
    }
    let id = Identifier.make(prefix: "acc")
    try await transaction.query(
      "INSERT INTO accounts (id, email, created_at) VALUES (?, ?, ?)", [.text(id), .text(email), .int(now)])
    return id
  }

  /// Id of the account for `email`, if it exists.
  func id(forEmail email: String) async throws -> String? {
    try await transaction.first("SELECT id FROM accounts WHERE email = ?", [.text(email)])?.string("id")
  }

  /// The account with its flags, or nil if it does not exist.
  func account(id: String) async throws -> Account? {
    guard let row = try await transaction.first("SELECT email FROM accounts WHERE id = ?", [.text(id)]) else {
      return nil
    }
    let flags = try await transaction.query(
      "SELECT flag FROM account_flags WHERE account_id = ? ORDER BY flag", [.text(id)]
    ).map { try $0.string("flag") }
    return Account(id: id, email: try row.string("email"), flags: flags)
  }

  /// The account's active profile id, if one was chosen.
  func activeProfileID(accountID: String) async throws -> String? {
    try await transaction.first("SELECT active_profile_id FROM accounts WHERE id = ?", [.text(accountID)])?
      .optionalString("active_profile_id")
  }

  /// Makes `profileID` the account's active profile.
  func setActiveProfile(accountID: String, profileID: String) async throws {
    try await transaction.query(
      "UPDATE accounts SET active_profile_id = ? WHERE id = ?", [.text(profileID), .text(accountID)])
  }

  /// Grants `flag`; granting twice is a no-op.
  func grant(flag: String, accountID: String, now: Int64) async throws {
    try await transaction.query(
      "INSERT INTO account_flags (account_id, flag, granted_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      [.text(accountID), .text(flag), .int(now)])
  }

  /// Revokes `flag`, returning whether it was set.
  func revoke(flag: String, accountID: String) async throws -> Bool {
    let removed = try await transaction.query(
      "DELETE FROM account_flags WHERE account_id = ? AND flag = ? RETURNING flag", [.text(accountID), .text(flag)])
    return !removed.isEmpty
  }
}
