import Observability

/// Writes each event as a debug line in the `analytics` category (names and property keys only:
/// values are private).
public struct LogAnalyticsSink: AnalyticsSink {
  private let logger: Logger

  /// Creates the sink.
  public init(logger: Logger = Logger(category: .analytics)) { self.logger = logger }

  public func accept(_ event: AnalyticsEvent) {
    let keys = event.properties.keys.sorted().joined(separator: ",")
    logger.debug("event \(event.name, privacy: .public) [\(keys, privacy: .public)]")
  }

  public func flush() async {}
  public func discardPending() async {}
}
