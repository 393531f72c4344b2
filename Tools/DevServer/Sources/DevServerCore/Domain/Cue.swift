/// A speaking prompt.
struct Cue: Sendable, Codable, Equatable {
  /// Stable id such as `en-001`.
  let id: String
  /// Short title.
  let title: String
  /// Lightweight markdown: prompt paragraphs, then optionally `Hints:` and `- ` bullets.
  let body: String
  /// Learner level.
  let difficulty: CueDifficulty
  /// One to three topic tags.
  let tags: [String]
  /// A short model answer in the cue's language (plain text), or `nil` for a cue without one.
  var sampleAnswer: String? = nil

  enum CodingKeys: String, CodingKey {
    case id, title, body, difficulty, tags
    case sampleAnswer = "sample_answer"
  }
}
