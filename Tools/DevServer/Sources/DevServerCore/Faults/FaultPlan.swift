/// The faults chosen for one request, decided up front in one locked step.
struct FaultPlan: Sendable, Equatable {
  /// Answer 429 `rate_limited` with `Retry-After: 1`.
  var rateLimited = false
  /// Sleep this long before anything else.
  var latencyMS = 0
  /// Answer this status instead of handling the request.
  var errorStatus: Int?
  /// Close the connection without answering.
  var dropConnection = false

  /// A plan that leaves the request alone.
  static let none = FaultPlan()
}

/// How many faults of each kind have been injected since the last reset.
struct FaultCounters: Sendable, Codable, Equatable {
  var latency = 0
  var error = 0
  var rateLimit = 0
  var drop = 0
  var truncate = 0

  enum CodingKeys: String, CodingKey {
    case latency, error, drop, truncate
    case rateLimit = "rate_limit"
  }
}

/// What `GET /dev/faults` returns: the active configuration plus counters.
struct FaultStatus: Sendable, Encodable, Equatable {
  let configuration: FaultConfiguration
  let injected: FaultCounters

  /// Flattened so the response is the configuration object with an extra `injected` field.
  func encode(to encoder: any Encoder) throws {
    try configuration.encode(to: encoder)
    var container = encoder.container(keyedBy: ExtraKeys.self)
    try container.encode(injected, forKey: .injected)
  }

  private enum ExtraKeys: String, CodingKey {
    case injected
  }
}
