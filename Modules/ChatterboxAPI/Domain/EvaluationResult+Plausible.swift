extension EvaluationResult {
  /// What a decoded result may hold; anything outside (or NaN) makes the result unusable.
  public static let plausibleRanges = (
    seconds: 0.0...1_000_000.0, syllablesPerSecond: 0.0...1_000.0, count: 0...100_000_000, confidence: 0.0...1.0,
    decibels: -1_000.0...1_000.0
  )
}
