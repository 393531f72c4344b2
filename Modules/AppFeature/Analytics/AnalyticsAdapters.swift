import Analytics
import AuthFeature
import ChatterboxAPI

/// Sign-in events from the auth feature, into the analytics pipeline.
package struct AuthAnalyticsAdapter: AuthAnalytics {
  package let analytics: AnalyticsClient

  package init(analytics: AnalyticsClient) {
    self.analytics = analytics
  }

  package func track(_ event: AuthAnalyticsEvent) {
    analytics.record(AnalyticsEvent(name: event.name, properties: event.properties.mapValues { .string($0) }))
  }
}

extension TrackedEvent {
  /// The wire form of a recorded analytics event: the same name, properties, context and time.
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
