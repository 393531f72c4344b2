import Foundation
import Observability

/// A product analytics event: a name, flat properties, context (app version, platform) and a
/// timestamp. Never put personal data in it; ``PropertyPolicy`` enforces that.
public struct AnalyticsEvent: Sendable, Equatable, Codable {
  /// snake_case event name, `^[a-z][a-z0-9_]{0,63}$` by convention: not checked here, so a sink's
  /// server may refuse another shape.
  public var name: String
  /// Flat properties (no nesting); ``PropertyPolicy`` strips personal-looking keys before sinks see them.
  public var properties: [String: AnalyticsValue]
  /// Who/where context, set by the pipeline (app version, platform, locale).
  public var context: [String: String]
  /// When it happened, by this device's clock (the moment the event is created, unless given).
  public var timestamp: Date

  /// Stores the values as given, stamped with the wall time of `time` now (ADR 0039), unchecked; the
  /// pipeline sanitizes on ``AnalyticsClient/record(_:)``.
  public init(
    name: String, properties: [String: AnalyticsValue] = [:], context: [String: String] = [:],
    time: TimeSource = .system
  ) {
    self.init(name: name, properties: properties, context: context, timestamp: time.now())
  }

  /// Stores the values as given, with the timestamp given, unchecked.
  public init(
    name: String, properties: [String: AnalyticsValue] = [:], context: [String: String] = [:], timestamp: Date
  ) {
    self.name = name
    self.properties = properties
    self.context = context
    self.timestamp = timestamp
  }
}

/// A property value: the JSON scalars the `track` endpoint accepts.
public enum AnalyticsValue: Sendable, Equatable, Codable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
      return
    }
    if let value = try? container.decode(Int.self) {
      self = .int(value)
      return
    }
    if let value = try? container.decode(Double.self) {
      self = .double(value)
      return
    }
    self = .string(try container.decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    }
  }
}

/// Anything that accepts events: the ``AnalyticsClient`` pipeline, or a test spy.
public protocol AnalyticsRecording: Sendable {
  /// Records one event (asynchronously; never blocks the caller for I/O).
  func record(_ event: AnalyticsEvent)
}
