/// A property or context value: the contract allows strings, numbers and booleans only.
enum EventValue: Codable, Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else {
      throw APIError.invalidField(
        RequestDecoding.fieldPath(decoder.codingPath), "must be a string, number or boolean")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    }
  }
}

/// The analytics function.
extension RPCEndpoint {
  private struct TrackInput: Decodable {
    let events: [Event]
  }

  private struct Event: Decodable {
    let name: String
    let properties: [String: EventValue]?
    let context: [String: EventValue]?
    let timestamp: String
  }

  private struct Accepted: Encodable {
    let accepted: Int
  }

  static func trackEndpoint(_ services: ServerServices) -> RPCEndpoint {
    RPCEndpoint("track", access: .authenticated, idempotent: true) { call, transaction in
      let caller = try call.requireCaller()
      let events = try call.decode(TrackInput.self).events
      guard events.count <= ServerLimits.maxEventsPerBatch else {
        throw APIError.invalidField("events", "must contain at most \(ServerLimits.maxEventsPerBatch) events")
      }
      let store = EventStore(transaction)
      let encoder = JSONCoding.encoder()
      for (index, event) in events.enumerated() {
        guard SnakeCaseName.isValid(event.name) else {
          throw APIError.invalidField("events[\(index)].name", "must match ^[a-z][a-z0-9_]{0,63}$")
        }
        guard RFC3339.isValid(event.timestamp) else {
          throw APIError.invalidField("events[\(index)].timestamp", "must be an RFC 3339 date-time")
        }
        try await store.insert(
          accountID: caller.accountID, name: event.name,
          properties: String(decoding: try encoder.encode(event.properties ?? [:]), as: UTF8.self),
          context: String(decoding: try encoder.encode(event.context ?? [:]), as: UTF8.self),
          occurredAt: event.timestamp, now: services.now)
      }
      return try .json(.accepted, Accepted(accepted: events.count))
    }
  }
}
