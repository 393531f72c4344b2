/// Holds a current value and fans every change out to any number of `AsyncStream`s, each of which
/// starts with the current value. The one broadcaster of the repository (Session's states, the
/// upload queue's snapshots).
///
/// A lock (not an actor) guards it, so ``current`` is synchronous. Subscribing yields the current
/// value and registers the continuation inside one critical section, and publishing updates the
/// value and yields inside one too, so a new subscriber can neither miss a change nor see one
/// twice, and every subscriber sees the same order. (`yield` never runs consumer code or the
/// termination handler synchronously, so yielding under the lock cannot re-enter it.) Buffering
/// is unbounded: the order is a contract and values are expected to be small.
///
/// ```swift
/// let temperature = StateBroadcaster(initial: 20)
/// let readings = temperature.subscribe() // 20, then every change
/// temperature.publish(21)                // true: sent
/// temperature.publish(21)                // false: no change, nothing sent
/// ```
public final class StateBroadcaster<Value: Sendable & Equatable>: Sendable {
  private struct Storage: Sendable {
    var current: Value
    var subscribers: [UInt64: AsyncStream<Value>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let storage: LockedValue<Storage>

  /// Creates a broadcaster holding `initial`.
  public init(initial: Value) {
    storage = LockedValue(Storage(current: initial))
  }

  deinit {
    for continuation in storage.value.subscribers.values { continuation.finish() }
  }

  /// The last value published (or `initial`); what a new subscriber receives first.
  public var current: Value { storage.withLock { $0.current } }

  /// How many streams are subscribed (tests use it to wait for a subscriber).
  public var subscriberCount: Int { storage.withLock { $0.subscribers.count } }

  /// Makes `value` current and sends it to every subscriber; returns `false` (and sends nothing)
  /// when it equals the current value, so subscribers see changes only.
  @discardableResult
  public func publish(_ value: Value) -> Bool {
    storage.withLock { storage in
      guard storage.current != value else { return false }
      storage.current = value
      for continuation in storage.subscribers.values { continuation.yield(value) }
      return true
    }
  }

  /// A stream that starts with the current value, then every change.
  public func subscribe() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
    let id = storage.withLock { storage -> UInt64 in
      defer { storage.nextID &+= 1 }
      return storage.nextID
    }
    // Set before registering: nobody holds the stream yet, so it cannot have terminated.
    continuation.onTermination = { [weak self] _ in
      self?.storage.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }
    storage.withLock { storage in
      continuation.yield(storage.current)
      storage.subscribers[id] = continuation
    }
    return stream
  }
}
