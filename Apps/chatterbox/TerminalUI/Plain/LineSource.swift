import ChatterboxComposition
import Foundation

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
package final class StandardLineSource: LineSource, @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  private var ended = false
  private var waiter: (id: UUID, continuation: CheckedContinuation<String?, Never>)?
  private var started = false
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
        lock.withLock {
          if !lines.isEmpty {
            continuation.resume(returning: lines.removeFirst())
          } else if ended || Task.isCancelled {
            continuation.resume(returning: nil)
          } else {
            waiter = (id, continuation)
          }
        }
      }
    } onCancel: {
      lock.withLock {
        guard let waiting = waiter, waiting.id == id else { return }
        waiter = nil
        waiting.continuation.resume(returning: nil)
      }
    }
  }

  private func startReader() {
    let start = lock.withLock { () -> Bool in
      defer { started = true }
      return !started
    }
    guard start else { return }
    let thread = Thread { [self] in
      while true {
        let line = read()
        lock.withLock {
          if let line {
            if let waiting = waiter {
              waiter = nil
              waiting.continuation.resume(returning: line)
            } else {
              lines.append(line)
            }
          } else {
            ended = true
            waiter?.continuation.resume(returning: nil)
            waiter = nil
          }
        }
        if line == nil { return }
      }
    }
    thread.start()
  }
}
