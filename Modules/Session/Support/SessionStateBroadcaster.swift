import Foundation
import Observability

/// Holds the current ``SessionState`` and fans every change out to any number of `AsyncStream`s.
///
/// A lock (not the controller's actor) guards it so that ``SessionController/currentState`` and
/// ``SessionController/states()`` are synchronous. Subscribing yields the current state and
/// registers the continuation inside one critical section, and publishing updates the state and
/// yields inside one too, so a new subscriber can neither miss a change nor see one twice, and
/// every subscriber sees the same order. (`yield` never runs consumer code or the termination
/// handler synchronously, so yielding under the lock cannot re-enter it.)
final class SessionStateBroadcaster: Sendable {
  private struct Storage: Sendable {
    var current: SessionState
    var subscribers: [UInt64: AsyncStream<SessionState>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let storage: LockedValue<Storage>

  init(initial: SessionState) {
    storage = LockedValue(Storage(current: initial))
  }

  deinit {
    for continuation in storage.value.subscribers.values { continuation.finish() }
  }

  var current: SessionState { storage.withLock { $0.current } }

  var subscriberCount: Int { storage.withLock { $0.subscribers.count } }

  /// Makes `state` current and sends it to every subscriber; returns `false` (and sends nothing)
  /// when it equals the current state, so subscribers see changes only.
  @discardableResult
  func publish(_ state: SessionState) -> Bool {
    storage.withLock { storage in
      guard storage.current != state else { return false }
      storage.current = state
      for continuation in storage.subscribers.values { continuation.yield(state) }
      return true
    }
  }

  /// A stream that starts with the current state, then every change. Unbounded buffering: the
  /// order is a contract and states are tiny, so nothing is ever dropped.
  func subscribe() -> AsyncStream<SessionState> {
    let (stream, continuation) = AsyncStream.makeStream(of: SessionState.self, bufferingPolicy: .unbounded)
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
