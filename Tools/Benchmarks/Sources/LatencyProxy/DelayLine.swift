#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One direction of a proxied connection: bytes read from one socket wait here until their
/// delivery time, then go to the other socket in the order they came. Each chunk is delayed by
/// the same amount, not by the chunks before it, like a wire with a fixed latency and no
/// bandwidth limit. End-of-file travels the same way, behind the last bytes.
struct DelayLine {
  private enum Item {
    case bytes([UInt8], sent: Int)
    case endOfFile
  }

  /// What ``deliver(to:now:)`` managed.
  enum Delivery: Equatable {
    /// Everything due went out.
    case done
    /// The destination's buffer is full: wait for it to be writable.
    case blocked
    /// The destination is gone (reset, closed).
    case failed
  }

  private var queue: [(due: ContinuousClock.Instant, item: Item)] = []
  private var head = 0
  /// Bytes waiting, for backpressure: the proxy stops reading the source above a limit.
  private(set) var pendingBytes = 0
  /// Whether end-of-file went out to the destination.
  private(set) var deliveredEndOfFile = false

  /// When the next item is due, if anything waits.
  var nextDue: ContinuousClock.Instant? { head < queue.count ? queue[head].due : nil }

  mutating func append(_ bytes: [UInt8], due: ContinuousClock.Instant) {
    queue.append((due, .bytes(bytes, sent: 0)))
    pendingBytes += bytes.count
  }

  mutating func appendEndOfFile(due: ContinuousClock.Instant) {
    queue.append((due, .endOfFile))
  }

  /// Writes every item due by `now` to `descriptor` (non-blocking).
  mutating func deliver(to descriptor: Int32, now: ContinuousClock.Instant) -> Delivery {
    defer { compact() }
    while head < queue.count, queue[head].due <= now {
      switch queue[head].item {
      case .endOfFile:
        LoopbackSocket.shutdownWrite(descriptor)
        deliveredEndOfFile = true
        head += 1
      case .bytes(let bytes, let sent):
        let count = bytes.withUnsafeBytes {
          LoopbackSocket.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[sent...]))
        }
        if count < 0 {
          if errno == EAGAIN || errno == EWOULDBLOCK { return .blocked }
          if errno == EINTR { continue }
          return .failed
        }
        pendingBytes -= count
        if sent + count == bytes.count {
          head += 1
        } else {
          queue[head].item = .bytes(bytes, sent: sent + count)
        }
      }
    }
    return .done
  }

  /// Drops delivered items now and then instead of shifting the array on every delivery.
  private mutating func compact() {
    if head > 64 || head == queue.count {
      queue.removeFirst(head)
      head = 0
    }
  }
}
