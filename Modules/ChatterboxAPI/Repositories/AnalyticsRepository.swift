import Foundation
import NetworkErrors

/// One analytics event on the wire (`track {events[]}`).
public struct TrackedEvent: Sendable, Equatable, Encodable {
  /// A JSON scalar property value, encoded as the bare scalar.
  public enum Value: Sendable, Equatable, Encodable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)

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

  /// Event name; the server refuses the batch when it is not `^[a-z][a-z0-9_]{0,63}$`.
  public let name: String
  /// Flat properties, sent as given (sanitize them before: see Analytics' `PropertyPolicy`).
  public let properties: [String: Value]
  /// Context such as app version and platform, sent as given.
  public let context: [String: String]
  /// When it happened, by this device's clock.
  public let timestamp: Date

  /// Stores the values as given, unchecked.
  public init(name: String, properties: [String: Value], context: [String: String], timestamp: Date) {
    self.name = name
    self.properties = properties
    self.context = context
    self.timestamp = timestamp
  }
}

/// Sends analytics batches. A failure throws the client's `NetworkError` and keeps nothing: the
/// caller decides whether to retry the batch.
public protocol AnalyticsRepository: Sendable {
  /// Sends one batch; the server validates and stores it.
  func track(_ events: [TrackedEvent]) async throws(NetworkError)
}
