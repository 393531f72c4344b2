import Synchronization

/// A value handed over once to one waiter: the first ``resume(_:)`` wins, later ones are dropped.
/// The waiter is not cancellable by itself: whoever cancels it also resumes it (a race's loser
/// must never keep the winner waiting).
public final class Once<Value: Sendable>: Sendable {
  private struct State {
    var value: Value?
    var resumed = false
    var waiter: CheckedContinuation<Value, Never>?
  }
  private let state = Mutex(State())

  /// Nothing handed over yet.
  public init() {}

  /// Hands `value` to the waiter (now or when it arrives), unless a value was handed already.
  public func resume(_ value: Value) {
    let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
      guard !state.resumed else { return nil }
      state.resumed = true
      state.value = value
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: value)
  }

  /// The first value resumed, waiting for it when none was yet.
  public func wait() async -> Value {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Value? in
        if state.resumed { return state.value }
        state.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
