extension Migration {
  /// Version 6: every shipped cue gets its model answer (issue 38), the text `chatterbox listen` speaks.
  ///
  /// A new column filled from the seed, as ADR 0065 says: content changes arrive as migrations, so a data
  /// directory made before this version gets the answers once, and a cue the seed does not know keeps none.
  static let sampleAnswers = Migration(version: 6, name: "sample_answers") { transaction in
    try await transaction.query("ALTER TABLE cues ADD COLUMN sample_answer TEXT", [])
    for language in SeedLanguage.all {
      for (index, cue) in language.cues.enumerated() {
        guard let sample = cue.sample else { continue }
        try await transaction.query(
          "UPDATE cues SET sample_answer = ? WHERE id = ?", [.text(sample), .text(language.cueID(at: index))])
      }
    }
  }
}
