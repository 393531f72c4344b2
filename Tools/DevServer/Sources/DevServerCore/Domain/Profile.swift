import Foundation

/// A learner's practice space for one language.
struct Profile: Sendable, Codable, Equatable {
  /// Opaque profile id.
  let id: String
  /// Language practised, e.g. `es`.
  let languageCode: String
  /// When the profile was created.
  let createdAt: Date

  enum CodingKeys: String, CodingKey {
    case id
    case languageCode = "language_code"
    case createdAt = "created_at"
  }
}
