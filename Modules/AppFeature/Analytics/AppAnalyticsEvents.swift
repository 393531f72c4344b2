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
    }
  }

  /// How long a page of cues took and how many came.
  public static func cuesFetched(milliseconds: Int, count: Int) -> AnalyticsEvent {
    AnalyticsEvent(name: "cues_fetched", properties: ["latency_ms": .int(milliseconds), "count": .int(count)])
  }
}
