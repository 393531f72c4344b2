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

  /// Reads with `read` (standard input's `readLine` by default).
  package init(read: @escaping @Sendable () -> String? = { Swift.readLine(strippingNewline: true) }) {
    self.read = read
  }

  package func nextLine() async -> String? {
    startReader()
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
        state.withLock { state in
          if !state.lines.isEmpty {
            continuation.resume(returning: state.lines.removeFirst())
          } else if state.ended || Task.isCancelled {
            continuation.resume(returning: nil)
          } else {
            state.waiter = (id, continuation)
          }
        }
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
    let thread = Thread { [state, read] in
      while true {
        let line = read()
        state.withLock { state in
          if let line {
            if let waiting = state.waiter {
              state.waiter = nil
              waiting.continuation.resume(returning: line)
            } else {
              state.lines.append(line)
            }
          } else {
            state.ended = true
            state.waiter?.continuation.resume(returning: nil)
            state.waiter = nil
          }
        }
        if line == nil { return }
      }
    }
    thread.start()
  }
}
