import Analytics
import AppFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import Observability
import PracticeFeature
import Testing

/// Evaluation events (issue 28 item 5) through the app's one analytics vocabulary and the PII policy:
/// rounded numbers, a state and a reason code; no audio, transcript, email, recording or cue id.
@Suite("Evaluation analytics")
struct EvaluationAnalyticsTests {
  static let noisy = EvaluationResult.sample(
    rate: 3.14, quality: EvaluationQuality(clipped: true, tooQuiet: false, signalToNoiseDB: 8))

  static let events: [PracticeEvent] = [
    .evaluationShown(
      EvaluationSummary(
        Feedback(
          recordingID: "rec_secret_id", cueID: "es-042", result: noisy,
          comparison: RateComparison(current: 3.14, previous: 2.6), isPreview: false))),
    .evaluationShown(
      EvaluationSummary(
        Feedback(recordingID: nil, cueID: "es-042", result: .sample(), comparison: nil, isPreview: true))),
    .evaluationFailed(reason: RecordingEvaluation.FailureReason.noSpeech.rawValue),
  ]

  @Test func theEventsPassThePolicyUntouched() {
    let violations = LockedValue<[String]>([])
    let policy = PropertyPolicy(onViolation: { _, key in violations.withLock { $0.append(key) } })
    for event in Self.events {
      let analytics = AppAnalyticsEvents.event(for: event)
      #expect(policy.sanitize(analytics) == analytics)
    }
    #expect(violations.value.isEmpty)
  }

  @Test func theyCarryRoundedNumbersAndNoIdentifier() {
    let shown = AppAnalyticsEvents.event(for: Self.events[0])
    #expect(shown.name == "evaluation_shown")
    #expect(
      shown.properties == [
        "state": .string("ready"), "speaking_s": .int(42), "pauses": .int(3), "rate_tenths": .int(31),
        "preview": .bool(false), "trend": .string("faster"), "quality": .string("clipped,noisy"),
      ])
    let preview = AppAnalyticsEvents.event(for: Self.events[1])
    #expect(preview.properties["state"] == .string("preview") && preview.properties["trend"] == nil)
    let failed = AppAnalyticsEvents.event(for: Self.events[2])
    #expect(failed.name == "evaluation_failed")
    #expect(failed.properties == ["state": .string("failed"), "reason": .string("no_speech")])
    for event in Self.events.map(AppAnalyticsEvents.event(for:)) {
      for value in event.properties.values {
        if case .string(let text) = value { #expect(!text.contains("rec_") && !text.contains("es-042")) }
        if case .double = value { Issue.record("unrounded number in \(event.name)") }
      }
    }
  }
}
