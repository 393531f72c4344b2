import ChatterboxComposition
import Foundation
import Observability

/// Lines typed (or piped) by the user, one at a time; `nil` at the end of input or when the
/// waiting task is cancelled. Plain mode reads through this, tests script it.
///
/// ```swift
/// while let line = await input.nextLine() { … }
/// ```
package protocol LineSource: Sendable {
  func nextLine() async -> String?
}

/// Standard input, read by one background thread. A cancelled wait gives up its place without
/// losing a line: the next call gets it. At end of input every call returns `nil` at once, so
/// plain mode in CI or under `< /dev/null` never blocks.
package final class StandardLineSource: LineSource {
  private struct State {
    var lines: [String] = []
    var ended = false
    var waiter: (id: UUID, continuation: CheckedContinuation<String?, Never>)?
    var started = false
  }

  private let state = LockedValue(State())
  private let read: @Sendable () -> String?
  /// Told when a call parks as the waiter, and when a line is kept because nobody waits: the
  /// fences a test awaits instead of pausing.
  private let waiting: @Sendable () -> Void
  private let queued: @Sendable () -> Void

  /// Reads with `read` (standard input's `readLine` by default).
  package convenience init(read: @escaping @Sendable () -> String? = { Swift.readLine(strippingNewline: true) }) {
    self.init(read: read, waiting: {}, queued: {})
  }

  /// ``init(read:)`` that also reports when a call starts waiting and when a line is kept for a
  /// later call.
  init(
    read: @escaping @Sendable () -> String?, waiting: @escaping @Sendable () -> Void,
    queued: @escaping @Sendable () -> Void
  ) {
    self.read = read
    self.waiting = waiting
    self.queued = queued
  }

  package func nextLine() async -> String? {
    startReader()
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
        let parked = state.withLock { state -> Bool in
          if !state.lines.isEmpty {
            continuation.resume(returning: state.lines.removeFirst())
          } else if state.ended || Task.isCancelled {
            continuation.resume(returning: nil)
          } else {
            state.waiter = (id, continuation)
            return true
          }
          return false
        }
        if parked { waiting() }
      }
    } onCancel: {
      state.withLock { state in
        guard let waiting = state.waiter, waiting.id == id else { return }
        state.waiter = nil
        waiting.continuation.resume(returning: nil)
      }
    }
  }

  private func startReader() {
    let start = state.withLock { state -> Bool in
      defer { state.started = true }
      return !state.started
    }
    guard start else { return }
    let thread = Thread { [state, read, queued] in
      while true {
        let line = read()
        let kept = state.withLock { state -> Bool in
          if let line {
            if let waiting = state.waiter {
              state.waiter = nil
              waiting.continuation.resume(returning: line)
            } else {
              state.lines.append(line)
              return true
            }
          } else {
            state.ended = true
            state.waiter?.continuation.resume(returning: nil)
            state.waiter = nil
          }
          return false
        }
        if kept { queued() }
        if line == nil { return }
      }
    }
    thread.start()
  }
}
