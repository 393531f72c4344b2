/// What the fault injector does to requests (dev mode only); see `Tools/DevServer/README.md`.
///
/// Every field is optional on input so a client can send just `{"latency_ms": 200}`.
public struct FaultConfiguration: Sendable, Codable, Equatable {
  /// Delay added before every in-scope request is handled.
  public var latencyMS: Int = 0
  /// Probability of answering `errorStatus` instead of handling, by path or `*`.
  public var errorRate: [String: Double] = [:]
  /// Status of injected errors (4xx or 5xx).
  public var errorStatus: Int = 503
  /// The next N in-scope requests get 429 with `Retry-After: 1`; counts down.
  public var rateLimitBurst: Int = 0
  /// Probability of closing the connection without answering.
  public var dropConnectionRate: Double = 0
  /// Probability of announcing the full `Content-Length` but sending only half the body.
  public var truncateBodyRate: Double = 0
  /// Seed for reproducible fault sequences; random when absent.
  public var seed: UInt64?
  /// Path prefixes in scope (e.g. `/rpc/get_cues`, `/uploads`); every non-dev path when absent.
  public var routes: [String]?

  /// No faults.
  public init() {}

  enum CodingKeys: String, CodingKey {
    case seed, routes
    case latencyMS = "latency_ms"
    case errorRate = "error_rate"
    case errorStatus = "error_status"
    case rateLimitBurst = "rate_limit_burst"
    case dropConnectionRate = "drop_connection_rate"
    case truncateBodyRate = "truncate_body_rate"
  }

  /// Decodes with defaults for absent fields, then validates ranges.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    latencyMS = try container.decodeIfPresent(Int.self, forKey: .latencyMS) ?? 0
    errorRate = try container.decodeIfPresent([String: Double].self, forKey: .errorRate) ?? [:]
    errorStatus = try container.decodeIfPresent(Int.self, forKey: .errorStatus) ?? 503
    rateLimitBurst = try container.decodeIfPresent(Int.self, forKey: .rateLimitBurst) ?? 0
    dropConnectionRate = try container.decodeIfPresent(Double.self, forKey: .dropConnectionRate) ?? 0
    truncateBodyRate = try container.decodeIfPresent(Double.self, forKey: .truncateBodyRate) ?? 0
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
    routes = try container.decodeIfPresent([String].self, forKey: .routes)
    try validate()
  }

  /// Throws 400 naming the first out-of-range field.
  func validate() throws(APIError) {
    let probability = 0.0...1.0
    guard (0...60_000).contains(latencyMS) else { throw .invalidField("latency_ms", "must be 0-60000") }
    if let key = errorRate.first(where: { !probability.contains($0.value) })?.key {
      throw .invalidField("error_rate.\(key)", "must be between 0 and 1")
    }
    guard (400...599).contains(errorStatus) else { throw .invalidField("error_status", "must be 400-599") }
    guard rateLimitBurst >= 0 else { throw .invalidField("rate_limit_burst", "must not be negative") }
    guard probability.contains(dropConnectionRate) else {
      throw .invalidField("drop_connection_rate", "must be between 0 and 1")
    }
    guard probability.contains(truncateBodyRate) else {
      throw .invalidField("truncate_body_rate", "must be between 0 and 1")
    }
    if let route = routes?.first(where: { !$0.hasPrefix("/") }) {
      throw .invalidField("routes", "must contain paths starting with / (got \(route.prefix(64)))")
    }
  }

  /// Whether `path` is covered by `prefix` at a segment boundary (`/uploads` covers `/uploads/x`).
  static func path(_ path: String, isUnder prefix: String) -> Bool {
    guard path.hasPrefix(prefix) else { return false }
    return path.count == prefix.count || prefix.hasSuffix("/") || path.dropFirst(prefix.count).first == "/"
  }
}
