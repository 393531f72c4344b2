import Foundation
import Networking

/// One analytics event on the wire (`track {events[]}`).
public struct TrackedEvent: Sendable, Equatable, Encodable {
  /// A JSON scalar property value.
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

  /// Event name.
  public let name: String
  /// Properties.
  public let properties: [String: Value]
  /// Context.
  public let context: [String: String]
  /// When it happened.
  public let timestamp: Date

  /// Creates the value.
  public init(name: String, properties: [String: Value], context: [String: String], timestamp: Date) {
    self.name = name
    self.properties = properties
    self.context = context
    self.timestamp = timestamp
  }
}

/// Sends analytics batches.
public protocol AnalyticsRepository: Sendable {
  /// Sends one batch; the server validates and stores it.
  func track(_ events: [TrackedEvent]) async throws(NetworkError)
}

/// ``AnalyticsRepository`` over the `APIClient`.
public struct LiveAnalyticsRepository: AnalyticsRepository {
  private let client: APIClient

  /// Creates the repository.
  public init(client: APIClient) { self.client = client }

  public func track(_ events: [TrackedEvent]) async throws(NetworkError) {
    struct Body: Encodable { let events: [TrackedEvent] }
    // A key per batch makes the retry of a batch safe.
    _ = try await client.send(
      try Endpoint<EmptyResponse>.rpc("track", body: Body(events: events), idempotencyKey: .automatic))
  }
}
