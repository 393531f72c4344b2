/// Per-language practice profiles.
struct ProfileStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// The caller's profile for `languageCode`, created if missing.
  func findOrCreate(accountID: String, languageCode: String, now: Int64) async throws -> Profile {
    if let existing = try await transaction.first(
      "SELECT id, language_code, created_at FROM profiles WHERE account_id = ? AND language_code = ?",
      [.text(accountID), .text(languageCode)])
    {
      return try Self.profile(from: existing)
    }
    let id = Identifier.make(prefix: "prf")
    try await transaction.query(
      "INSERT INTO profiles (id, account_id, language_code, created_at) VALUES (?, ?, ?, ?)",
      [.text(id), .text(accountID), .text(languageCode), .int(now)])
    return Profile(id: id, languageCode: languageCode, createdAt: .init(unixSeconds: now))
  }

  /// The profile if it exists *and belongs to* `accountID`; other people's ids look absent.
  func profile(id: String, ownedBy accountID: String) async throws -> Profile? {
    try await transaction.first(
      "SELECT id, language_code, created_at FROM profiles WHERE id = ? AND account_id = ?",
      [.text(id), .text(accountID)]
    ).map(Self.profile(from:))
  }

  /// Like ``profile(id:ownedBy:)`` but throws 404 when absent.
  func requireProfile(id: String, ownedBy accountID: String) async throws -> Profile {
    guard let profile = try await profile(id: id, ownedBy: accountID) else {
      throw APIError.notFound("No such profile.")
    }
    return profile
  }

  private static func profile(from row: DatabaseRow) throws -> Profile {
    Profile(
      id: try row.string("id"), languageCode: try row.string("language_code"),
      createdAt: .init(unixSeconds: try row.int("created_at")))
  }
}
