/// How demanding a cue is for a learner.
enum CueDifficulty: String, Sendable, Codable, CaseIterable {
  case beginner
  case intermediate
  case advanced
}
