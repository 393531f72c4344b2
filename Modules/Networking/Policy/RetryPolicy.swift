import Foundation

/// How often and how patiently a request is retried after a transient failure (timeout, dropped
/// connection, 502/503/504) or a 429. Backoff is exponential with full jitter, so a fleet of clients
/// recovering from an outage does not retry in lockstep.
///
/// ```swift
/// var policy = RetryPolicy.default
/// policy.maxAttempts = 5
/// policy.delay(beforeAttempt: 2, random: 0.5) // 0.2 s: half of 2^0 × 0.4 s
/// ```
public struct RetryPolicy: Sendable, Equatable {
  /// Total attempts including the first; 1 disables retries.
  public var maxAttempts: Int
  /// The backoff ceiling for the first retry; doubles each time.
  public var baseDelay: TimeInterval
  /// The longest single backoff, in seconds, whatever the attempt number.
  public var maxDelay: TimeInterval
  /// The longest total time spent waiting for `Retry-After` within one `send`. A longer wait is
  /// returned to the caller as `NetworkError.rateLimited(retryAfter:code:)` instead.
  public var retryAfterBudget: TimeInterval

  /// A `maxAttempts` below 1 counts as 1; the other values are taken as given (seconds).
  public init(
    maxAttempts: Int = 3, baseDelay: TimeInterval = 0.4, maxDelay: TimeInterval = 8, retryAfterBudget: TimeInterval = 10
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.retryAfterBudget = retryAfterBudget
  }

  /// Three attempts, 0.4 s base, 8 s cap, 10 s `Retry-After` budget.
  public static let `default` = RetryPolicy()
  /// A single attempt: no retry, and any `Retry-After` goes back to the caller.
  public static let never = RetryPolicy(maxAttempts: 1, retryAfterBudget: 0)

  /// The wait before `attempt` (2 for the first retry), given a uniform random number in `0..<1`
  /// ("full jitter": anywhere between zero and the exponential ceiling).
  public func delay(beforeAttempt attempt: Int, random: Double) -> TimeInterval {
    let exponent = Double(max(0, attempt - 2))
    let ceiling = min(maxDelay, baseDelay * pow(2, exponent))
    return ceiling * min(max(random, 0), 1)
  }
}

extension RetryPolicy {
  /// Whether an answer with `status` is worth sending a retryable request again for (502, 503 and
  /// 504): ``APIClient``'s retry loop asks here, and the list is `NetworkError.retriedStatuses`, the one
  /// `NetworkError.isTransient` reads. A 429 is not here: it is retried on its own terms (`Retry-After`
  /// and ``retryAfterBudget``), and for any endpoint.
  package static func retries(status: Int) -> Bool {
    NetworkError.retriedStatuses.contains(status)
  }
}
