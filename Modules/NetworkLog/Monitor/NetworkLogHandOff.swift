import Networking
import Observability

/// The queue between ``NetworkLogMonitor/attemptDidFinish(_:)`` (any thread, must not wait) and the
/// monitor's one background task, which takes everything queued at once (``next()``).
///
/// Waking that task costs about as much as redacting an attempt, so it is not woken per attempt:
/// only when ``wakeCount`` attempts wait, when a flush asks, or ``wakeDelay`` after the first
/// attempt of a quiet spell (on the store's `TimeSource`). Entries reach the store at most that much later; nobody reads a
/// debugging log within 25 ms, and ``NetworkLogMonitor/flush()`` never waits for the delay.
final class NetworkLogHandOff: Sendable {
  static let wakeCount = 16
  static let wakeDelay = Duration.milliseconds(25)

  enum Item: Sendable {
    /// Recorded: goes to the log.
    case attempt(NetworkAttempt)
    /// Made while the account was unknown: held apart until a decision.
    case held(NetworkAttempt)
    /// The gate opened: what was held goes to the log, in order, before anything queued later.
    case commitHeld
    /// The gate closed: what was held is forgotten.
    case discardHeld
    case barrier(CheckedContinuation<Void, Never>)
  }

  private struct State: Sendable {
    var mode: NetworkLogMonitor.Mode
    var items: [Item] = []
    /// Attempts offered and not yet stored.
    var queued = 0
    var dropped = 0
    var waiter: CheckedContinuation<Void, Never>?
    var isTimerArmed = false
    var isFinished = false

    /// Takes the parked task out to resume it.
    mutating func wake() -> CheckedContinuation<Void, Never>? {
      defer { waiter = nil }
      return waiter
    }
  }

  private let state: LockedValue<State>
  /// The store's clock, for ``wakeDelay``.
  private let time: TimeSource

  init(mode: NetworkLogMonitor.Mode, time: TimeSource) {
    state = LockedValue(State(mode: mode))
    self.time = time
  }

  var mode: NetworkLogMonitor.Mode { state.withLock { $0.mode } }

  /// Sets the mode to `change(current)`, atomically. Turning on queues a commit of what is held,
  /// turning off a discard; both are queued behind every attempt offered before, so an attempt is
  /// decided by the change that follows it, never by one that came earlier.
  func transition(_ change: (NetworkLogMonitor.Mode) -> NetworkLogMonitor.Mode) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.mode = change(state.mode)
      guard !state.isFinished else { return nil }
      switch state.mode {
      case .on: state.items.append(.commitHeld)
      case .off: state.items.append(.discardHeld)
      case .holding: return nil
      }
      return state.wake()
    }
    waiter?.resume()
  }

  var droppedCount: Int { state.withLock { $0.dropped } }

  /// Queues the attempt if logging is on (or holding) and fewer than `limit` wait; otherwise drops
  /// (and counts) it.
  func offer(_ attempt: NetworkAttempt, limit: Int) {
    let (waiter, armTimer) = state.withLock { state -> (CheckedContinuation<Void, Never>?, Bool) in
      guard state.mode != .off, !state.isFinished else { return (nil, false) }
      guard state.queued < limit else {
        state.dropped += 1
        return (nil, false)
      }
      state.queued += 1
      state.items.append(state.mode == .on ? .attempt(attempt) : .held(attempt))
      if state.items.count >= Self.wakeCount { return (state.wake(), false) }
      guard !state.isTimerArmed else { return (nil, false) }
      state.isTimerArmed = true
      return (nil, true)
    }
    waiter?.resume()
    if armTimer {
      Task(priority: .utility) { [self] in
        try? await time.sleep(Self.wakeDelay)
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
          state.isTimerArmed = false
          return state.items.isEmpty ? nil : state.wake()
        }
        waiter?.resume()
      }
    }
  }

  /// Resumes `continuation` once everything queued before it is in the store.
  func barrier(_ continuation: CheckedContinuation<Void, Never>) {
    let outcome = state.withLock { state -> (accepted: Bool, waiter: CheckedContinuation<Void, Never>?) in
      guard !state.isFinished else { return (false, nil) }
      state.items.append(.barrier(continuation))
      return (true, state.wake())
    }
    guard outcome.accepted else { return continuation.resume() }
    outcome.waiter?.resume()
  }

  /// Everything queued, oldest first, once there is something; `nil` after ``finish()``.
  func next() async -> [Item]? {
    while true {
      let taken = state.withLock { state -> [Item]?? in
        if !state.items.isEmpty {
          defer { state.items.removeAll(keepingCapacity: true) }
          return .some(state.items)
        }
        return state.isFinished ? .some(nil) : nil
      }
      if let taken { return taken }
      await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
        let wakeNow = state.withLock { state -> Bool in
          guard state.items.isEmpty, !state.isFinished else { return true }
          state.waiter = waiter
          return false
        }
        if wakeNow { waiter.resume() }
      }
    }
  }

  /// Counts `count` attempts as stored, making room in the queue.
  func stored(_ count: Int) {
    state.withLock { $0.queued -= count }
  }

  /// Ends ``next()`` once the queue is drained; later offers are ignored and barriers resume at once.
  func finish() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.isFinished = true
      return state.wake()
    }
    waiter?.resume()
  }
}
