/// A FIFO async mutex: one holder at a time, waiters resumed in arrival order.
///
/// SQLite transactions live on a single connection, so two requests must never interleave
/// statements inside each other's `BEGIN ... COMMIT`. Actor isolation alone is not enough
/// because the holder suspends while SQLite works on its thread pool.
actor AsyncGate {
  private var isHeld = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Waits until the gate is free and takes it.
  func acquire() async {
    guard isHeld else {
      isHeld = true
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Hands the gate to the next waiter, or frees it.
  func release() {
    if waiters.isEmpty {
      isHeld = false
    } else {
      // Ownership passes directly to the waiter, so `isHeld` stays true.
      waiters.removeFirst().resume()
    }
  }
}
