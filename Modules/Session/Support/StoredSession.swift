import Foundation

/// What survives a relaunch, as one JSON value under one secure-store key, so the refresh token
/// and the user it belongs to are always replaced together (the store's `set` is atomic).
///
/// The access token and its expiry are kept too (ADR 0032): the refresh token beside them
/// already grants more than a 15-minute access token, and a launch that finds a valid one needs no
/// refresh — one round trip less per command, and no rotation of the token family each run.
/// Entries written before they existed decode with none (the next launch refreshes, as before).
/// `lifetime` (how long that access token lived when issued, which sizes the refresh margin) is
/// optional for the same reason; a reader that predates it ignores it.
struct StoredSession: Codable, Sendable, Equatable {
  /// Bumped if the layout ever changes; an unknown version is treated as unreadable.
  static let currentVersion = 1

  var version: Int = StoredSession.currentVersion
  var refreshToken: String
  var user: SessionUser
  var accessToken: String?
  var expiresAt: Date?
  var lifetime: TimeInterval?

  init(
    refreshToken: String, user: SessionUser, accessToken: String? = nil, expiresAt: Date? = nil,
    lifetime: TimeInterval? = nil
  ) {
    self.refreshToken = refreshToken
    self.user = user
    self.accessToken = accessToken
    self.expiresAt = expiresAt
    self.lifetime = lifetime
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// `nil` when the bytes are not a session we wrote (garbled, truncated, other version, empty
  /// token). The reason is never included: the bytes may hold a secret.
  static func decode(_ data: Data) -> StoredSession? {
    guard let stored = try? JSONDecoder().decode(StoredSession.self, from: data),
      stored.version == currentVersion, !stored.refreshToken.isEmpty, !stored.user.id.isEmpty
    else { return nil }
    return stored
  }
}
