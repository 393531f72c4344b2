// README:begin
import Analytics

// Your own destination: any AnalyticsSink. This one keeps events in memory.
struct MemorySink: AnalyticsSink {
  let events = LockedValue<[AnalyticsEvent]>([])
  func accept(_ event: AnalyticsEvent) { events.withLock { $0.append(event) } }
  func flush() async {}
  func discardPending() async { events.withLock { $0.removeAll() } }
}

// Opt-in: nothing is recorded until consent is granted. Personal-looking keys never leave
// (your list, and your choice of what a violation does).
let sink = MemorySink()
let stripped = LockedValue<[String]>([])
let analytics = AnalyticsClient(
  sinks: [sink], consent: .undetermined,
  policy: PropertyPolicy(
    forbiddenKeyFragments: ["email", "street"], onViolation: { _, key in stripped.withLock { $0.append(key) } }),
  context: ["tool_version": "2.4.0"])

analytics.record(AnalyticsEvent(name: "export_started"))  // dropped: no consent yet
await analytics.updateConsent(.granted)
analytics.record(
  AnalyticsEvent(name: "export_finished", properties: ["rows": .int(1_200), "street": .string("Elm St")]))
await analytics.flush()
// README:end

let events = sink.events.value
guard events.count == 1, let event = events.first, event.name == "export_finished",
  event.properties == ["rows": .int(1_200)], event.context["tool_version"] == "2.4.0", stripped.value == ["street"]
else { fatalError("sink saw \(events), stripped \(stripped.value)") }

// Revoking consent drops what sinks still hold, and records nothing more.
await analytics.updateConsent(.denied)
analytics.record(AnalyticsEvent(name: "export_finished"))
guard sink.events.value.isEmpty else { fatalError("events after revoking consent: \(sink.events.value)") }
print("Analytics: 1 of 3 events recorded (no consent, then revoked); 'street' stripped; context added")
