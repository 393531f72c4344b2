/// What went through a ``LatencyProxy`` since it was last drained (``LatencyProxy/drainLog()``).
public struct ProxyLog: Sendable {
  /// One accepted client connection.
  public struct Connection: Sendable {
    /// Its number, from 1, in the proxy's lifetime.
    public let id: Int
    /// When the proxy accepted it.
    public let acceptedAt: ContinuousClock.Instant
    /// The round-trip time it was given (read once, at accept).
    public let rtt: Duration
  }

  /// One request head read from a client.
  public struct Request: Sendable {
    /// The connection it came on (``Connection/id``).
    public let connection: Int
    /// When the proxy read its last head byte from the client (before any delay).
    public let sentAt: ContinuousClock.Instant
    /// The request line and the headers the proxy reports.
    public let head: HTTPRequestScanner.Head
  }

  /// Connections accepted, in order.
  public var connections: [Connection] = []
  /// Requests read, in order.
  public var requests: [Request] = []
  /// Connections on which the request scanner lost track (their later requests are not counted).
  public var unparsedConnections: [Int] = []
  /// Connections that could not reach the upstream server (the client saw them closed).
  public var failedUpstreamConnections: [Int] = []

  /// Creates an empty log.
  public init() {}
}
