/// The signed-in user as the API describes them (`user: {id, email, flags}` in a session).
///
/// The email is personal data: ``description`` masks it (see `SessionUser+Redaction.swift`), so
/// interpolating a user into a string or a log line never reveals the address.
public struct SessionUser: Codable, Sendable, Hashable {
  /// The opaque account id (`[A-Za-z0-9_-]`, at most 64 characters).
  public var id: String
  /// The address the user signs in with; empty when the server names none (an OAuth2 token answer
  /// never does: see ``init(id:flags:)``). Never log it; use ``maskedEmail``.
  public var email: String
  /// Server-side feature flags for this account.
  public var flags: [String]

  /// Stores the values as given, unchecked (the id's shape included).
  public init(id: String, email: String, flags: [String] = []) {
    self.id = id
    self.email = email
    self.flags = flags
  }

  /// A user known only by the account id, as OAuth2 and other token servers identify one (the
  /// token's `sub`, or the host's own userinfo call); ``email`` is empty.
  public init(id: String, flags: [String] = []) {
    self.init(id: id, email: "", flags: flags)
  }

  /// Decodes `{id, email, flags}`; a missing `flags` decodes as `[]` and a missing `email` as `""`,
  /// so an older stored session or a terser server (one that names users by id only) still restores.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    email = try container.decodeIfPresent(String.self, forKey: .email) ?? ""
    flags = try container.decodeIfPresent([String].self, forKey: .flags) ?? []
  }

  private enum CodingKeys: String, CodingKey { case id, email, flags }
}
