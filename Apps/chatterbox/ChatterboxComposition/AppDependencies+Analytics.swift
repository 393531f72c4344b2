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
