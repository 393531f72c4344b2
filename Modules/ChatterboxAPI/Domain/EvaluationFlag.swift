extension AppConfig {
  /// The `feature_flags` key that turns evaluation on (ADR 0031).
  public static let evaluationFlag = "evaluation"

  /// Whether the server evaluates recordings and the client should show it: only when the server says
  /// so, so an older server (no flag) hides the feature.
  public var isEvaluationEnabled: Bool { featureFlags[Self.evaluationFlag] == true }
}
