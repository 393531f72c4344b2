/// Read-only content: languages, feature flags and cues.
struct CatalogStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Languages in display order.
  func languages() async throws -> [AppConfig.Language] {
    try await transaction.query("SELECT code, english_name, native_name FROM languages ORDER BY sort_order, code")
      .map {
        AppConfig.Language(
          code: try $0.string("code"), englishName: try $0.string("english_name"),
          nativeName: try $0.string("native_name"))
      }
  }

  /// Whether `code` is an offered language.
  func languageExists(_ code: String) async throws -> Bool {
    try await transaction.first("SELECT 1 AS found FROM languages WHERE code = ?", [.text(code)]) != nil
  }

  /// Global feature flags.
  func featureFlags() async throws -> [String: Bool] {
    var flags: [String: Bool] = [:]
    for row in try await transaction.query("SELECT name, enabled FROM feature_flags") {
      flags[try row.string("name")] = try row.int("enabled") != 0
    }
    return flags
  }

  /// Up to `limit` cues of `languageCode` with ids after `afterID`, in id order.
  func cues(languageCode: String, after afterID: String?, limit: Int) async throws -> [Cue] {
    try await transaction.query(
      "SELECT id, title, body, difficulty, tags, sample_answer FROM cues WHERE language_code = ? AND id > ? ORDER BY id LIMIT ?",
      [.text(languageCode), .text(afterID ?? ""), .integer(limit)]
    ).map(Self.cue(from:))
  }

  /// `count` cues of `languageCode` in random order.
  func randomCues(languageCode: String, count: Int) async throws -> [Cue] {
    try await transaction.query(
      "SELECT id, title, body, difficulty, tags, sample_answer FROM cues WHERE language_code = ? ORDER BY random() LIMIT ?",
      [.text(languageCode), .integer(count)]
    ).map(Self.cue(from:))
  }

  /// Number of cues in `languageCode`.
  func cueCount(languageCode: String) async throws -> Int64 {
    try await transaction.first("SELECT COUNT(*) AS n FROM cues WHERE language_code = ?", [.text(languageCode)])?
      .int("n") ?? 0
  }

  /// The language of cue `id`, or nil if there is no such cue.
  func cueLanguage(id: String) async throws -> String? {
    try await transaction.first("SELECT language_code FROM cues WHERE id = ?", [.text(id)])?.string("language_code")
  }

  private static func cue(from row: DatabaseRow) throws -> Cue {
    guard let difficulty = CueDifficulty(rawValue: try row.string("difficulty")) else {
      throw StorageError.unexpectedColumn("difficulty")
    }
    return Cue(
      id: try row.string("id"), title: try row.string("title"), body: try row.string("body"),
      difficulty: difficulty, tags: try TagList.decode(try row.string("tags")),
      sampleAnswer: try row.optionalString("sample_answer"))
  }
}
