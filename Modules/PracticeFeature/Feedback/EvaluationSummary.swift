/// The numbers of a shown feedback, rounded for analytics: coarse enough to say nothing about a person.
public struct EvaluationSummary: Sendable, Equatable {
  /// Speaking time in whole seconds.
  public let speakingSeconds: Int
  /// Pauses counted.
  public let pauseCount: Int
  /// Speech rate in tenths of a syllable per second (31 for 3.1).
  public let speechRateTenths: Int
  /// `faster`, `slower` or `about_the_same` against the previous attempt; `nil` without one.
  public let trend: String?
  /// Measured on the device before the server's result.
  public let isPreview: Bool
  /// Quality notes' codes (`clipped`, `too_quiet`, `noisy`), in ``QualityNote``'s order.
  public let qualityNotes: [String]

  /// The summary of `feedback`.
  public init(_ feedback: Feedback) {
    speakingSeconds = Int(feedback.speakingTimeSeconds.rounded())
    pauseCount = feedback.pauseCount
    speechRateTenths = Int((feedback.speechRate * 10).rounded())
    trend = feedback.comparison?.direction.rawValue
    isPreview = feedback.isPreview
    qualityNotes = feedback.qualityNotes.map(\.rawValue)
  }
}
