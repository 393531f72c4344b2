/// A signed-in person as the API shows them (`user` in a session, `account` in `me`).
struct Account: Sendable, Codable, Equatable {
  /// Opaque account id.
  let id: String
  /// Normalized (lowercased) email address.
  let email: String
  /// Per-account flags such as `developer`, sorted.
  let flags: [String]
}
