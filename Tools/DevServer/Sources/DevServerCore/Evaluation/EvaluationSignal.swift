import Synchronization

/// Wakes this process's evaluation workers when a job is enqueued and its long-polls when an outcome is
/// recorded, so neither waits out a poll interval for work done in the same process (ADR 0031).
///
/// A wake-up is a hint, never the truth: a woken waiter reads the database as before, and every wait still
/// ends after its timeout, the poll that finds work committed by another instance on the same database.
/// A notification between ``subscribe(_:)`` and ``wait(_:atMost:)`` is kept, so checking the database
/// between the two loses none.
final class EvaluationSignal: Sendable {
  /// What a waiter waits for.
  enum Topic: Hashable, Sendable {
    /// Any job enqueued (workers).
    case jobs
    /// An outcome recorded for this recording (`get_evaluation`'s long-poll).
    case outcome(recordingID: String)
  }

  /// One waiter's registration, from ``subscribe(_:)`` to ``unsubscribe(_:)``.
  struct Ticket: Sendable {
    fileprivate let id: UInt64
    fileprivate let topic: Topic
  }

  private enum Phase {
    case armed
    case waiting(CheckedContinuation<Void, Never>)
    case fired
  }

  /// `epoch` names the current wait, so a timer or cancellation of an earlier wait cannot end a later one.
  private struct Slot {
    var phase = Phase.armed
    var epoch: UInt64 = 0
  }

  private struct State {
    var nextID: UInt64 = 0
    var slots: [Topic: [UInt64: Slot]] = [:]
  }

  private let state = Mutex(State())

  /// Registers a waiter for `topic`; pair it with ``unsubscribe(_:)`` (a `defer`).
  func subscribe(_ topic: Topic) -> Ticket {
    state.withLock { state in
      state.nextID += 1
      state.slots[topic, default: [:]][state.nextID] = Slot()
      return Ticket(id: state.nextID, topic: topic)
    }
  }

  /// Forgets `ticket`; a waiter still suspended on it resumes.
  func unsubscribe(_ ticket: Ticket) {
    let slot = state.withLock { state in
      let slot = state.slots[ticket.topic]?.removeValue(forKey: ticket.id)
      if state.slots[ticket.topic]?.isEmpty == true { state.slots[ticket.topic] = nil }
      return slot
    }
    if case .waiting(let continuation) = slot?.phase { continuation.resume() }
  }

  /// Wakes every waiter on `topic`, and makes the next ``wait(_:atMost:)`` of every other ticket on it return
  /// at once.
  func notify(_ topic: Topic) {
    let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard var slots = state.slots[topic] else { return [] }
      var woken: [CheckedContinuation<Void, Never>] = []
      for (id, slot) in slots {
        if case .waiting(let continuation) = slot.phase {
          woken.append(continuation)
          slots[id]?.phase = .armed
        } else {
          slots[id]?.phase = .fired
        }
      }
      state.slots[topic] = slots
      return woken
    }
    for continuation in woken { continuation.resume() }
  }

  /// Returns when `ticket`'s topic was notified since it was subscribed or last waited on, after `timeout`,
  /// or when the task is cancelled, whichever comes first; never throws.
  ///
  /// A caller checks the database after each wait, so every notification until the wait returns is spent:
  /// the commit it announces is visible to that check. One that arrives later is kept for the next wait.
  func wait(_ ticket: Ticket, atMost timeout: Duration) async {
    let epoch = state.withLock { state -> UInt64? in
      guard var slot = state.slots[ticket.topic]?[ticket.id] else { return nil }
      if case .fired = slot.phase {
        slot.phase = .armed
        state.slots[ticket.topic]?[ticket.id] = slot
        return nil
      }
      slot.epoch += 1
      state.slots[ticket.topic]?[ticket.id] = slot
      return slot.epoch
    }
    guard let epoch else { return }
    let timer = Task { [self] in
      try? await Task.sleep(for: timeout)
      fire(ticket, epoch: epoch)
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = state.withLock { state -> Bool in
          guard let slot = state.slots[ticket.topic]?[ticket.id], slot.epoch == epoch else { return true }
          if case .fired = slot.phase {
            state.slots[ticket.topic]?[ticket.id]?.phase = .armed
            return true
          }
          state.slots[ticket.topic]?[ticket.id]?.phase = .waiting(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      fire(ticket, epoch: epoch)
    }
    timer.cancel()
    // Re-armed: whatever fired until now is announced by a commit the caller's next check sees.
    state.withLock { state in
      state.slots[ticket.topic]?[ticket.id]?.epoch += 1
      state.slots[ticket.topic]?[ticket.id]?.phase = .armed
    }
  }

  /// How many tickets are subscribed (tests prove the waiters leave nothing behind).
  var subscriberCount: Int {
    state.withLock { state in state.slots.values.reduce(0) { $0 + $1.count } }
  }

  /// Ends wait `epoch` of `ticket` (its timer ran out or its task was cancelled); a later wait is not touched.
  private func fire(_ ticket: Ticket, epoch: UInt64) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard let slot = state.slots[ticket.topic]?[ticket.id], slot.epoch == epoch else { return nil }
      if case .waiting(let continuation) = slot.phase {
        state.slots[ticket.topic]?[ticket.id]?.phase = .armed
        return continuation
      }
      state.slots[ticket.topic]?[ticket.id]?.phase = .fired
      return nil
    }
    continuation?.resume()
  }
}
