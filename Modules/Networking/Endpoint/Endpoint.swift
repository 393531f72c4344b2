import Foundation

/// A typed description of one API call: where it goes, what it sends, how it may be retried and
/// what it decodes to. Endpoints are plain values; ``APIClient`` does the work.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// Path relative to the environment's base URL, starting with `/`.
  public var path: String
  /// Sent as written; it sets the default of ``isIdempotent`` (``HTTPMethod/isIdempotent``), which
  /// decides whether a lost answer may be retried without an idempotency key.
  public var method: HTTPMethod
  /// Query items appended to the URL.
  public var query: [URLQueryItem]
  /// Extra request headers; they may replace the default `Accept: application/json`, and the
  /// client's interceptors, which run after them before each attempt, may replace them.
  public var headers: [String: String]
  /// The encoded request body, if any.
  public var body: Data?
  /// A value the client encodes with its own encoder when ``body`` is `nil` (see ``json(_:_:body:requiresAuth:)``).
  public var jsonBody: (any Encodable & Sendable)?
  /// Whether the `Authorization` header is added and 401s trigger a refresh.
  public var requiresAuth: Bool
  /// The longest one attempt may take; `nil` uses the client's ``TransferPolicy/deadline``. The whole
  /// call, retries included, is bounded by ``callDeadline``.
  public var timeout: Duration?
  /// The longest the whole call may take, queueing, attempts and backoff included; `nil` uses the
  /// client's ``APIClientConfiguration/callDeadline``. See there for what happens at the limit.
  public var callDeadline: Duration?
  /// The most answer bytes this endpoint reads; `nil` uses the client's
  /// ``TransferPolicy/maximumAnswerBytes``.
  public var maximumAnswerBytes: Int?
  /// Whether the request carries an `Idempotency-Key`.
  public var idempotencyKey: IdempotencyKeyStrategy
  /// Whether replaying the request is harmless even without a key (reads sent as `POST`).
  public var isIdempotent: Bool
  /// Overrides the client's retry policy for this endpoint.
  public var retryPolicy: RetryPolicy?

  /// Creates an endpoint from its parts; most callers use ``rpc(_:isIdempotent:requiresAuth:idempotencyKey:)``.
  public init(
    path: String, method: HTTPMethod, query: [URLQueryItem] = [], headers: [String: String] = [:],
    body: Data? = nil, requiresAuth: Bool = true, timeout: Duration? = nil,
    idempotencyKey: IdempotencyKeyStrategy = .none, isIdempotent: Bool? = nil, retryPolicy: RetryPolicy? = nil
  ) {
    self.path = path
    self.method = method
    self.query = query
    self.headers = headers
    self.body = body
    self.requiresAuth = requiresAuth
    self.timeout = timeout
    self.idempotencyKey = idempotencyKey
    self.isIdempotent = isIdempotent ?? method.isIdempotent
    self.retryPolicy = retryPolicy
  }

  /// Whether a transport failure may be retried: idempotent, or protected by a key.
  public var isRetryable: Bool { isIdempotent || idempotencyKey != .none }

  /// A JSON request to any path, its body encoded by the client's ``APIClientConfiguration/encoder``.
  public static func json(
    _ method: HTTPMethod, _ path: String, body: some Encodable & Sendable, requiresAuth: Bool = true
  ) -> Endpoint {
    var endpoint = Endpoint(
      path: path, method: method, headers: ["Content-Type": "application/json"], requiresAuth: requiresAuth)
    endpoint.jsonBody = body
    return endpoint
  }
}
