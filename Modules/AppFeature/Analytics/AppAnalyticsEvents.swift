import Analytics
import PracticeFeature

/// The app's analytics vocabulary: every event name and property the app records, in one place,
/// so every shell reports the same events (and a review of what is collected reads one file).
public enum AppAnalyticsEvents {
  /// A practice event as an analytics event. Names and properties carry no personal data.
  public static func event(for event: PracticeEvent) -> AnalyticsEvent {
    switch event {
    case .started(let difficulty):
      AnalyticsEvent(name: "practice_started", properties: ["difficulty": .string(difficulty)])
    case .finished(let milliseconds):
      AnalyticsEvent(name: "practice_finished", properties: ["duration_ms": .int(milliseconds)])
    case .uploadSucceeded:
      AnalyticsEvent(name: "upload_succeeded")
    case .uploadFailed(let reasonKey):
      AnalyticsEvent(name: "upload_failed", properties: ["reason": .string(reasonKey)])
    case .evaluationShown(let summary):
      AnalyticsEvent(name: "evaluation_shown", properties: evaluationProperties(summary))
    case .evaluationFailed(let reason):
      AnalyticsEvent(name: "evaluation_failed", properties: ["state": .string("failed"), "reason": .string(reason)])
    }
  }

  /// A shown feedback's rounded numbers: no audio, no transcript, no recording or cue id, nothing typed.
  static func evaluationProperties(_ summary: EvaluationSummary) -> [String: AnalyticsValue] {
    var properties: [String: AnalyticsValue] = [
      "state": .string(summary.isPreview ? "preview" : "ready"),
      "speaking_s": .int(summary.speakingSeconds),
      "pauses": .int(summary.pauseCount),
      "rate_tenths": .int(summary.speechRateTenths),
      "preview": .bool(summary.isPreview),
    ]
    if let trend = summary.trend { properties["trend"] = .string(trend) }
    if !summary.qualityNotes.isEmpty { properties["quality"] = .string(summary.qualityNotes.joined(separator: ",")) }
    return properties
  }

  /// How long a page of cues took and how many came.
  public static func cuesFetched(milliseconds: Int, count: Int) -> AnalyticsEvent {
    AnalyticsEvent(name: "cues_fetched", properties: ["latency_ms": .int(milliseconds), "count": .int(count)])
  }
}
