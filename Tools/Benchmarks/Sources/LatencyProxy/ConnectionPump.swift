#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves the bytes of one proxied connection both ways on one thread, each chunk delayed by half
/// a round trip, and the client's first bytes held until one round trip after the proxy accepted
/// the connection: on a real network the client could not have sent them before its SYN came
/// back, so a new connection costs one extra round trip here too.
///
/// Both sockets are non-blocking and the thread sleeps in `poll` until a chunk is due or a socket
/// is ready, so neither direction can stall the other (a server answering while a client is
/// still uploading). It ends when end-of-file has gone out both ways, when either side fails,
/// when nothing moved for the idle timeout, or when the proxy stops or reaches its lifetime.
struct ConnectionPump {
  /// What the pump needs from its proxy.
  struct Context {
    let halfRTT: Duration
    let acceptedAt: ContinuousClock.Instant
    let rtt: Duration
    let deadline: ContinuousClock.Instant
    let idleTimeout: Duration
    let maxBufferedBytes: Int
    let isStopped: () -> Bool
    let onRequest: (HTTPRequestScanner.Head, ContinuousClock.Instant) -> Void
    let onLostTrack: () -> Void
  }

  private let client: Int32
  private let upstream: Int32
  private let context: Context
  private var toUpstream = DelayLine()
  private var toClient = DelayLine()
  private var scanner = HTTPRequestScanner()
  private var clientOpen = true
  private var upstreamOpen = true
  private let clock = ContinuousClock()

  init(client: Int32, upstream: Int32, context: Context) {
    self.client = client
    self.upstream = upstream
    self.context = context
  }

  /// Runs until the connection is over, then closes both sockets.
  mutating func run() {
    defer {
      close(client)
      close(upstream)
    }
    let handshakeDone = context.acceptedAt + context.rtt
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var lastActivity = clock.now
    // Bounded: every pass either moves bytes, or sleeps until something is due or ready (at most
    // 100 ms, to notice a stop), and the loop ends at the idle timeout or the proxy's deadline.
    while true {
      let now = clock.now
      if context.isStopped() || now >= context.deadline || now - lastActivity >= context.idleTimeout { return }
      let upstreamDelivery = toUpstream.deliver(to: upstream, now: now)
      let clientDelivery = toClient.deliver(to: client, now: now)
      if upstreamDelivery == .failed || clientDelivery == .failed { return }
      if toUpstream.deliveredEndOfFile && toClient.deliveredEndOfFile { return }

      var descriptors = [
        Self.pollDescriptor(
          client, read: clientOpen && toUpstream.pendingBytes < context.maxBufferedBytes,
          write: clientDelivery == .blocked),
        Self.pollDescriptor(
          upstream, read: upstreamOpen && toClient.pendingBytes < context.maxBufferedBytes,
          write: upstreamDelivery == .blocked),
      ]
      // A blocked line waits for POLLOUT, not for its (already past) due time.
      let dues = [
        upstreamDelivery == .blocked ? nil : toUpstream.nextDue, clientDelivery == .blocked ? nil : toClient.nextDue,
      ]
      let wait = dues.compactMap { $0 }.min().map { max(.zero, $0 - now) } ?? .milliseconds(100)
      guard Self.poll(&descriptors, timeout: min(wait, .milliseconds(100))) else { return }

      if descriptors[0].revents != 0, clientOpen {
        switch read(client, into: &buffer) {
        case .bytes(let bytes):
          let readAt = clock.now
          if !scanner.isLost {
            for head in scanner.consume(bytes) { context.onRequest(head, readAt) }
            if scanner.isLost { context.onLostTrack() }
          }
          toUpstream.append(bytes, due: max(readAt, handshakeDone) + context.halfRTT)
          lastActivity = readAt
        case .endOfFile:
          clientOpen = false
          toUpstream.appendEndOfFile(due: max(clock.now, handshakeDone) + context.halfRTT)
        case .nothing: break
        case .failed: return
        }
      }
      if descriptors[1].revents != 0, upstreamOpen {
        switch read(upstream, into: &buffer) {
        case .bytes(let bytes):
          let readAt = clock.now
          toClient.append(bytes, due: readAt + context.halfRTT)
          lastActivity = readAt
        case .endOfFile:
          upstreamOpen = false
          toClient.appendEndOfFile(due: clock.now + context.halfRTT)
        case .nothing: break
        case .failed: return
        }
      }
    }
  }

  private enum ReadResult {
    case bytes([UInt8])
    case endOfFile
    case nothing
    case failed
  }

  private func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadResult {
    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count > 0 { return .bytes(Array(buffer[..<count])) }
    if count == 0 { return .endOfFile }
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .nothing : .failed
  }

  /// A descriptor with nothing to wait for is left out (-1): a closed peer's POLLHUP would
  /// otherwise wake `poll` at once, again and again.
  private static func pollDescriptor(_ descriptor: Int32, read: Bool, write: Bool) -> pollfd {
    let events = (read ? Int16(POLLIN) : 0) | (write ? Int16(POLLOUT) : 0)
    return pollfd(fd: events == 0 ? -1 : descriptor, events: events, revents: 0)
  }

  /// Waits for the descriptors or the timeout, to the microsecond: `poll` counts whole
  /// milliseconds, and rounding up would add up to 1 ms per hop (2 % of a round trip at 100 ms),
  /// so it polls for the whole milliseconds (waking up to 1 ms early) and the next pass sleeps the
  /// sub-millisecond rest with `nanosleep`. `false` on an error other than an interrupted call.
  private static func poll(_ descriptors: inout [pollfd], timeout: Duration) -> Bool {
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    if milliseconds == 0, timeout > .zero {
      var rest = timespec(tv_sec: 0, tv_nsec: Int(attoseconds / 1_000_000_000))
      _ = nanosleep(&rest, nil)
    }
    let ready = systemPoll(&descriptors, nfds_t(descriptors.count), milliseconds)
    return ready >= 0 || errno == EINTR
  }
}

/// The C `poll`, which ``ConnectionPump/poll(_:timeout:)`` shadows.
private func systemPoll(_ descriptors: UnsafeMutablePointer<pollfd>, _ count: nfds_t, _ timeout: Int32) -> Int32 {
  poll(descriptors, count, timeout)
}
