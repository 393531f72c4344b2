import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything an ``APIClient`` needs, as plain values, so tests can swap any part.
///
/// ```swift
/// var configuration = APIClientConfiguration(environment: .development)
/// configuration.authorization = session
/// configuration.monitors = [LoggingEventMonitor()]
/// let client = APIClient(configuration: configuration)
/// ```
public struct APIClientConfiguration: Sendable {
  /// Base URL and link hosts.
  public var environment: APIEnvironment
  /// The URL session; inject one with a `URLProtocol` stub in tests. On Linux each attempt runs
  /// on a short-lived session with this one's configuration (its delegate is not used), so no
  /// connection is ever reused (ADR 0003).
  public var session: URLSession
  /// Supplies and refreshes tokens; `nil` means requests go without `Authorization`.
  public var authorization: (any AuthorizationProvider)?
  /// Run in order before each attempt.
  public var interceptors: [any RequestInterceptor]
  /// Notified after each attempt.
  public var monitors: [any NetworkEventMonitor]
  /// Default retry behaviour; an endpoint may override it.
  public var retryPolicy: RetryPolicy
  /// Which URLs may be contacted at all.
  public var transportSecurity: TransportSecurityPolicy
  /// Waits between retries. Inject an immediate one in tests so they never sleep.
  public var sleep: @Sendable (TimeInterval) async throws -> Void
  /// Uniform random numbers in `0..<1` for backoff jitter.
  public var random: @Sendable () -> Double
  /// The clock for `Retry-After` dates.
  public var now: @Sendable () -> Date

  /// Creates a configuration with production-ready defaults.
  ///
  /// ```swift
  /// APIClientConfiguration(environment: try .load(from: ProcessInfo.processInfo.environment))
  /// ```
  public init(
    environment: APIEnvironment,
    session: URLSession = .shared,
    authorization: (any AuthorizationProvider)? = nil,
    interceptors: [any RequestInterceptor] = [],
    monitors: [any NetworkEventMonitor] = [],
    retryPolicy: RetryPolicy = .default,
    transportSecurity: TransportSecurityPolicy = .standard,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { seconds in
      try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    },
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.environment = environment
    self.session = session
    self.authorization = authorization
    self.interceptors = interceptors
    self.monitors = monitors
    self.retryPolicy = retryPolicy
    self.transportSecurity = transportSecurity
    self.sleep = sleep
    self.random = random
    self.now = now
  }
}
