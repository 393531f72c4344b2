import Foundation
import Observability

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything an ``APIClient`` needs, as plain values, so tests can swap any part.
public struct APIClientConfiguration: Sendable {
  /// The server: its name and base URL.
  public var environment: APIEnvironment
  /// A URL session to send over instead of the live transport, for `URLProtocol` stubs in tests
  /// (``HTTPTransport/urlSession(_:)`` says what it costs on Linux); `nil` uses ``HTTPTransport/live``.
  /// Ignored when ``transport`` is set.
  public var session: URLSession?
  /// What each request may cost: answer size, connect, stall and overall timeouts, extra trusted
  /// CAs. An endpoint may override the size and the deadline.
  public var transfer: TransferPolicy
  /// Supplies and refreshes tokens; `nil` means requests go without `Authorization`.
  public var authorization: (any AuthorizationProvider)?
  /// Run in order before each attempt.
  public var interceptors: [any RequestInterceptor]
  /// Notified in order after each attempt (retries included), with the request as sent; none by default.
  public var monitors: [any NetworkEventMonitor]
  /// Default retry behaviour; an endpoint may override it.
  public var retryPolicy: RetryPolicy
  /// Which URLs may be contacted at all, checked on the first URL and on every redirect hop.
  public var transportSecurity: TransportSecurityPolicy
  /// Which redirects are followed (same origin only by default); the transport never follows one.
  public var redirects: RedirectPolicy
  /// The one clock the client reads (ADR 0039): it waits between retries on it, reads `Retry-After`
  /// dates against its wall time and stamps and times each ``NetworkAttempt`` with it. Inject a test
  /// clock so tests never sleep; `.system` by default.
  public var time: TimeSource
  /// Uniform random numbers in `0..<1` for backoff jitter.
  public var random: @Sendable () -> Double
  /// Decodes 2xx bodies; by default the ``JSONCoding`` conventions (snake_case keys, ISO-8601).
  public var decoder: JSONDecoder
  /// Encodes ``Endpoint/jsonBody`` values; by default the ``JSONCoding`` conventions.
  public var encoder: JSONEncoder
  /// Reads a server's error body into a code and message; by default `{"code", "message"}`.
  public var errorBody: ServerErrorBodyParser
  /// Sends one attempt; `nil` sends it over ``session`` if there is one, else over
  /// ``HTTPTransport/live`` (libcurl on Linux, `URLSession` on Apple platforms). A transport must hand back a 3xx as it came,
  /// never follow it: the client decides with ``redirects``, and an answer from another origin than
  /// the request's is refused as a followed redirect.
  public var transport: HTTPTransport?
  /// When set, every call ends within this: waiting for a connection, each attempt, each backoff and
  /// each `Retry-After` wait included. A retry whose backoff would reach it is not made (the call
  /// fails with the error it has); at the limit the call fails with `NetworkError.timeout`. An
  /// endpoint's ``Endpoint/callDeadline`` replaces it. `nil` (the default): a call is bounded only by
  /// its attempts (``TransferPolicy/deadline`` each) and the ``RetryPolicy``.
  public var callDeadline: Duration?

  /// Creates a configuration with production-ready defaults.
  public init(
    environment: APIEnvironment,
    session: URLSession? = nil,
    transfer: TransferPolicy = .standard,
    authorization: (any AuthorizationProvider)? = nil,
    interceptors: [any RequestInterceptor] = [],
    monitors: [any NetworkEventMonitor] = [],
    retryPolicy: RetryPolicy = .default,
    transportSecurity: TransportSecurityPolicy = .standard,
    redirects: RedirectPolicy = .sameOrigin,
    time: TimeSource = .system,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    decoder: JSONDecoder = JSONCoding.decoder,
    encoder: JSONEncoder = JSONCoding.encoder,
    errorBody: ServerErrorBodyParser = .codeAndMessage,
    transport: HTTPTransport? = nil
  ) {
    self.environment = environment
    self.session = session
    self.transfer = transfer
    self.authorization = authorization
    self.interceptors = interceptors
    self.monitors = monitors
    self.retryPolicy = retryPolicy
    self.transportSecurity = transportSecurity
    self.redirects = redirects
    self.time = time
    self.random = random
    self.decoder = decoder
    self.encoder = encoder
    self.errorBody = errorBody
    self.transport = transport
  }
}
