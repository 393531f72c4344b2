import Analytics
import Foundation
import Observability
import Storage
import TestSupport
import Testing

final class SpySink: AnalyticsSink, @unchecked Sendable {
  let events = LockedValue<[AnalyticsEvent]>([])
  let discards = LockedValue(0)
  func accept(_ event: AnalyticsEvent) { events.withLock { $0.append(event) } }
  func flush() async {}
  func discardPending() async { discards.withLock { $0 += 1 } }
}

func temporaryFile(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)-\(name)")
}

@Suite("Analytics consent, policy and batching")
struct AnalyticsTests {
  @Test func nothingIsRecordedBeforeConsent() async {
    let sink = SpySink()
    let analytics = AnalyticsClient(sinks: [sink], consent: .undetermined)
    analytics.record(AnalyticsEvent(name: "practice_started"))
    #expect(sink.events.value.isEmpty)
    await analytics.updateConsent(.granted)
    analytics.record(AnalyticsEvent(name: "practice_started"))
    #expect(sink.events.value.map(\.name) == ["practice_started"])
  }

  @Test func revokingConsentDropsTheQueue() async throws {
    let file = temporaryFile("queue.json")
    let http = HTTPAnalyticsSink(queueFile: file) { _ in throw URLError(.notConnectedToInternet) }
    let analytics = AnalyticsClient(sinks: [http], consent: .granted)
    analytics.record(AnalyticsEvent(name: "a"))
    #expect(http.pendingCount == 1)
    await analytics.updateConsent(.denied)
    #expect(http.pendingCount == 0)
    analytics.record(AnalyticsEvent(name: "b"))
    #expect(http.pendingCount == 0)
  }

  @Test func personalKeysAreReportedAndStripped() {
    let violations = LockedValue<[String]>([])
    let policy = PropertyPolicy(onViolation: { _, key in violations.withLock { $0.append(key) } })
    let sink = SpySink()
    let analytics = AnalyticsClient(sinks: [sink], consent: .granted, policy: policy, context: ["app_version": "0.1.0"])
    analytics.record(
      AnalyticsEvent(
        name: "login_succeeded",
        properties: [
          "method": .string("otp"), "user_email": .string("ana@example.com"), "AccessToken": .string("t"),
          "phone": .string("1"),
        ]))
    #expect(Set(violations.value) == ["user_email", "AccessToken", "phone"])
    let event = sink.events.value.first
    #expect(event?.properties == ["method": .string("otp")])
    #expect(event?.context["app_version"] == "0.1.0")
  }

  @Test func batchesPersistAndSurviveRestart() async throws {
    let file = temporaryFile("queue.json")
    defer { try? FileManager.default.removeItem(at: file) }
    var configuration = HTTPAnalyticsSink.Configuration()
    configuration.batchSize = 3
    let failing = HTTPAnalyticsSink(queueFile: file, configuration: configuration) { _ in throw URLError(.timedOut) }
    failing.accept(AnalyticsEvent(name: "one"))
    failing.accept(AnalyticsEvent(name: "two"))
    #expect(failing.pendingCount == 2)

    let sent = LockedValue<[[String]]>([])
    let restarted = HTTPAnalyticsSink(queueFile: file, configuration: configuration) { batch in
      sent.withLock { $0.append(batch.map(\.name)) }
    }
    #expect(restarted.pendingCount == 2)
    restarted.accept(AnalyticsEvent(name: "three"))
    restarted.accept(AnalyticsEvent(name: "four"))
    await restarted.flush()
    #expect(sent.value.flatMap { $0 } == ["one", "two", "three", "four"])
    #expect(sent.value.allSatisfy { $0.count <= 3 })
    #expect(restarted.pendingCount == 0)
  }

  @Test func failuresBackOffAndCapDropsOldest() async {
    let clock = TestClock()
    let attempts = LockedValue(0)
    var configuration = HTTPAnalyticsSink.Configuration()
    configuration.capacity = 5
    configuration.batchSize = 100
    let sink = HTTPAnalyticsSink(queueFile: temporaryFile("q.json"), configuration: configuration, time: clock.source) {
      _ in
      attempts.withLock { $0 += 1 }
      throw URLError(.cannotConnectToHost)
    }
    for index in 0..<8 { sink.accept(AnalyticsEvent(name: "e\(index)")) }
    #expect(sink.pendingCount == 5)
    #expect(sink.droppedCount == 3)
    await sink.flush()
    await sink.flush()  // inside the 2 s backoff: not sent again
    #expect(attempts.value == 1)
    clock.advance(by: .seconds(2.5))
    await sink.flush()
    #expect(attempts.value == 2)
  }

  @Test func anEventIsStampedWithTheWallTimeOfTheSourceItIsGiven() {
    let clock = TestClock()
    clock.advance(by: .seconds(90))
    #expect(AnalyticsEvent(name: "practice_started", time: clock.source).timestamp == clock.now)
  }

  @Test func consentIsPersisted() throws {
    let store = KeyValueStore(fileURL: temporaryFile("settings.json"))
    let consent = ConsentStore(store: store)
    #expect(consent.state == .undetermined)
    try consent.set(.granted)
    #expect(ConsentStore(store: KeyValueStore(fileURL: store.fileURL)).state == .granted)
  }
}
