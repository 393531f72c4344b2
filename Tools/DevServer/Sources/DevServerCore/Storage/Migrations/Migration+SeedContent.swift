import Foundation

extension Migration {
  /// Version 2: languages, feature flags and the cue catalogue.
  ///
  /// Seed data lives in a migration so it is inserted exactly once per data directory and
  /// shipped content changes arrive as new migrations instead of silently rewriting rows.
  static let seedContent = Migration(version: 2, name: "seed_content") { transaction in
    for (order, language) in SeedLanguage.all.enumerated() {
      try await transaction.query(
        "INSERT INTO languages (code, english_name, native_name, sort_order) VALUES (?, ?, ?, ?)",
        [.text(language.code), .text(language.englishName), .text(language.nativeName), .integer(order)])
      for (index, cue) in language.cues.enumerated() {
        try await transaction.query(
          "INSERT INTO cues (id, language_code, title, body, difficulty, tags) VALUES (?, ?, ?, ?, ?, ?)",
          [
            .text(language.cueID(at: index)), .text(language.code), .text(cue.title), .text(cue.body),
            .text(cue.difficulty.rawValue), .text(try TagList.encode(cue.tags)),
          ])
      }
    }
    for (name, enabled) in [("shuffle_cues", true), ("recording_history", true), ("analytics", true)] {
      try await transaction.query(
        "INSERT INTO feature_flags (name, enabled) VALUES (?, ?)", [.text(name), .integer(enabled ? 1 : 0)])
    }
  }
}

/// Cue tags are stored as a JSON array in one TEXT column; they are only ever read whole.
enum TagList {
  /// Encodes tags for storage.
  static func encode(_ tags: [String]) throws -> String {
    String(decoding: try JSONEncoder().encode(tags), as: UTF8.self)
  }

  /// Decodes stored tags.
  static func decode(_ text: String) throws -> [String] {
    try JSONDecoder().decode([String].self, from: Data(text.utf8))
  }
}
