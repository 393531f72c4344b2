/// A speaking prompt as written in the seed data, before it gets an id.
struct SeedCue: Sendable {
  let difficulty: CueDifficulty
  let tags: [String]
  let title: String
  /// One or more paragraphs, separated by blank lines; may use `**bold**` and `_italic_`.
  let prompt: String
  let hints: [String]
  /// A short model answer in the cue's language, written to follow its hints: what `listen` speaks.
  let sample: String?

  init(
    _ difficulty: CueDifficulty, _ tags: [String], _ title: String, _ prompt: String, hints: [String] = [],
    sample: String? = nil
  ) {
    self.difficulty = difficulty
    self.tags = tags
    self.title = title
    self.prompt = prompt
    self.hints = hints
    self.sample = sample
  }

  /// The cue body in the contract's lightweight markdown: prompt, then an optional `Hints:` list.
  var body: String {
    guard !hints.isEmpty else { return prompt }
    return prompt + "\n\nHints:\n" + hints.map { "- " + $0 }.joined(separator: "\n")
  }
}

/// A language offered by the app, with the cues written for it.
struct SeedLanguage: Sendable {
  let code: String
  let englishName: String
  let nativeName: String
  let cues: [SeedCue]

  /// Seed languages in display order.
  static let all: [SeedLanguage] = [
    SeedLanguage(code: "en", englishName: "English", nativeName: "English", cues: SeedCues.english),
    SeedLanguage(code: "es", englishName: "Spanish", nativeName: "Español", cues: SeedCues.spanish),
    SeedLanguage(code: "fr", englishName: "French", nativeName: "Français", cues: SeedCues.french),
    SeedLanguage(code: "de", englishName: "German", nativeName: "Deutsch", cues: SeedCues.german),
  ]

  /// The id of the cue at zero-based `index`, e.g. `en-001`.
  func cueID(at index: Int) -> String {
    let number = String(index + 1)
    return code + "-" + String(repeating: "0", count: max(0, 3 - number.count)) + number
  }
}

/// Namespace for the per-language cue lists (one file each).
enum SeedCues {}
