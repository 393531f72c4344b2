import Analytics
import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxAPILive
import Foundation
import Networking
import PracticeFeature
import Storage

extension AppDependencies {
  /// Log sink plus the batching HTTP sink to `track`, gated by the stored consent.
  package static func makeAnalytics(client: APIClient, directories: AppDirectories, consent: ConsentState)
    -> AnalyticsClient
  {
    let repository = LiveAnalyticsRepository(client: client)
    _ = try? directories.createIfNeeded(directories.dataDirectory)
    let http = HTTPAnalyticsSink(queueFile: directories.dataDirectory.appendingPathComponent("analytics-queue.json")) {
      batch in
      try await repository.track(batch.map(TrackedEvent.init))
    }
    return AnalyticsClient(
      sinks: [LogAnalyticsSink(), http], consent: consent,
      context: ["app_version": AppVersion.current, "platform": platformName])
  }

  package static var platformName: String {
    #if os(Linux)
      "linux-cli"
    #elseif os(macOS)
      "macos-cli"
    #else
      "apple"
    #endif
  }

  /// Practice events as analytics events.
  package func track(_ event: PracticeEvent) { analytics.record(AppAnalyticsEvents.event(for: event)) }

  /// Cue fetch latency.
  package func trackCueFetch(milliseconds: Int, count: Int) {
    analytics.record(AppAnalyticsEvents.cuesFetched(milliseconds: milliseconds, count: count))
  }
}

/// Sign-in events from the auth feature, into the analytics pipeline.
package struct AuthAnalyticsAdapter: AuthAnalytics {
  package let analytics: AnalyticsClient

  package func track(_ event: AuthAnalyticsEvent) {
    analytics.record(AnalyticsEvent(name: event.name, properties: event.properties.mapValues { .string($0) }))
  }
}

extension TrackedEvent {
  package init(_ event: AnalyticsEvent) {
    self.init(
      name: event.name,
      properties: event.properties.mapValues { value in
        switch value {
        case .string(let text): .string(text)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        }
      }, context: event.context, timestamp: event.timestamp)
  }
}
