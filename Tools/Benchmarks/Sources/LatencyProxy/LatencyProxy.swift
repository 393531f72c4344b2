import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP proxy on `127.0.0.1` that makes a loopback server look as far away as a real one: each
/// new connection's first bytes are held until one round-trip time (RTT) after it was accepted (a
/// TCP handshake's cost), and every chunk, in each direction, is delivered half an RTT after it
/// was read. A request on a new connection therefore answers after 2 RTT at the earliest, and each
/// further request on the same connection after 1 RTT more, as over TCP on a real network (no
/// bandwidth limit, no slow start, no loss). It counts connections and parses request lines
/// (``ProxyLog``) without changing a byte.
///
/// It listens on and connects to `127.0.0.1` only, serves at most `maxConnections`, and stops by
/// itself after `lifetime` (every thread it started ends within 100 ms of ``stop()`` or of that
/// deadline).
///
/// ```swift
/// let proxy = try LatencyProxy(.init(upstreamPort: serverPort, rtt: .milliseconds(100)))
/// defer { proxy.stop() }
/// // point the client at proxy.baseURL …
/// let log = proxy.drainLog()  // log.connections.count, log.requests.map(\.head.path)
/// ```
public final class LatencyProxy: Sendable {
  /// How the proxy behaves.
  public struct Configuration: Sendable {
    /// The loopback port to forward to; may be set later with ``LatencyProxy/upstreamPort``
    /// (a connection accepted while it is 0 is closed at once).
    public var upstreamPort: UInt16
    /// The round-trip time to add; read by each connection when it is accepted.
    public var rtt: Duration
    /// When the proxy stops by itself, counted from its start.
    public var lifetime: Duration
    /// A connection on which nothing moved this long is closed.
    public var idleTimeout: Duration
    /// Connections accepted at most; later ones are closed at once.
    public var maxConnections: Int
    /// Bytes a direction may hold before the proxy stops reading its source (backpressure).
    public var maxBufferedBytes: Int

    /// Creates a configuration.
    public init(
      upstreamPort: UInt16 = 0, rtt: Duration = .zero, lifetime: Duration = .seconds(900),
      idleTimeout: Duration = .seconds(60), maxConnections: Int = 10_000, maxBufferedBytes: Int = 16 << 20
    ) {
      self.upstreamPort = upstreamPort
      self.rtt = rtt
      self.lifetime = lifetime
      self.idleTimeout = idleTimeout
      self.maxConnections = maxConnections
      self.maxBufferedBytes = maxBufferedBytes
    }
  }

  private struct State {
    var rtt: Duration
    var upstreamPort: UInt16
    var stopped = false
    var accepted = 0
    var activeConnections = 0
    var runningThreads = 0
    var log = ProxyLog()
  }

  /// The port the proxy listens on (chosen by the kernel).
  public let port: UInt16
  private let listener: Int32
  private let configuration: Configuration
  private let deadline: ContinuousClock.Instant
  private let state: Locked<State>

  /// Binds `127.0.0.1:0` and starts accepting.
  public init(_ configuration: Configuration = Configuration()) throws {
    (listener, port) = try LoopbackSocket.listen()
    self.configuration = configuration
    deadline = .now + configuration.lifetime
    state = Locked(State(rtt: configuration.rtt, upstreamPort: configuration.upstreamPort))
    state.withLock { $0.runningThreads += 1 }
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The RTT given to connections accepted from now on.
  public var rtt: Duration {
    get { state.withLock { $0.rtt } }
    set { state.withLock { $0.rtt = newValue } }
  }

  /// Where connections accepted from now on are forwarded.
  public var upstreamPort: UInt16 {
    get { state.withLock { $0.upstreamPort } }
    set { state.withLock { $0.upstreamPort = newValue } }
  }

  /// Connections still open (accepted and not yet finished).
  public var activeConnections: Int { state.withLock { $0.activeConnections } }

  /// Returns what went through since the last call, and starts a new log.
  public func drainLog() -> ProxyLog {
    state.withLock { state in
      defer { state.log = ProxyLog() }
      return state.log
    }
  }

  /// Waits until no connection is open (a client that exited has had its last bytes and its
  /// end-of-file delivered), up to `timeout`. Returns whether it got there.
  public func waitUntilIdle(timeout: Duration) -> Bool {
    let end = ContinuousClock.now + timeout
    while activeConnections > 0 {
      guard ContinuousClock.now < end else { return false }
      Thread.sleep(forTimeInterval: 0.002)
    }
    return true
  }

  /// Stops accepting, closes every connection, and waits (up to 2 s) for the proxy's threads.
  public func stop() {
    state.withLock { $0.stopped = true }
    let end = ContinuousClock.now + .seconds(2)
    while state.withLock({ $0.runningThreads }) > 0, ContinuousClock.now < end {
      Thread.sleep(forTimeInterval: 0.005)
    }
  }

  private var isStopped: Bool { state.withLock { $0.stopped } || ContinuousClock.now >= deadline }

  private func acceptLoop() {
    defer {
      close(listener)
      state.withLock { $0.runningThreads -= 1 }
    }
    // Bounded by the deadline and by `stop()`: poll wakes at least every 100 ms to check both.
    while !isStopped {
      var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }  // EAGAIN (another wake-up took it), EINTR, ECONNABORTED
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      LoopbackSocket.prepare(client)
      let acceptedAt = ContinuousClock.now
      let admitted: (id: Int, rtt: Duration, upstream: UInt16)? = state.withLock { state in
        guard state.accepted < configuration.maxConnections else { return nil }
        state.accepted += 1
        state.activeConnections += 1
        state.runningThreads += 1
        state.log.connections.append(.init(id: state.accepted, acceptedAt: acceptedAt, rtt: state.rtt))
        return (state.accepted, state.rtt, state.upstreamPort)
      }
      guard let admitted else {
        close(client)
        continue
      }
      Thread.detachNewThread { [self] in
        serve(client, id: admitted.id, acceptedAt: acceptedAt, rtt: admitted.rtt, upstreamPort: admitted.upstream)
      }
    }
  }

  private func serve(_ client: Int32, id: Int, acceptedAt: ContinuousClock.Instant, rtt: Duration, upstreamPort: UInt16)
  {
    defer {
      state.withLock {
        $0.activeConnections -= 1
        $0.runningThreads -= 1
      }
    }
    // The upstream connection is made at once (microseconds on loopback); the handshake's RTT is
    // charged by holding the client's first bytes instead.
    guard upstreamPort != 0, let upstream = try? LoopbackSocket.connect(port: upstreamPort) else {
      state.withLock { $0.log.failedUpstreamConnections.append(id) }
      close(client)
      return
    }
    let context = ConnectionPump.Context(
      halfRTT: rtt / 2, acceptedAt: acceptedAt, rtt: rtt, deadline: deadline, idleTimeout: configuration.idleTimeout,
      maxBufferedBytes: configuration.maxBufferedBytes, isStopped: { [self] in isStopped },
      onRequest: { [self] head, sentAt in
        state.withLock { $0.log.requests.append(.init(connection: id, sentAt: sentAt, head: head)) }
      },
      onLostTrack: { [self] in state.withLock { $0.log.unparsedConnections.append(id) } })
    var pump = ConnectionPump(client: client, upstream: upstream, context: context)
    pump.run()
  }
}
