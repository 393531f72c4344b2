import ChatterboxComposition
import Dispatch
import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT/SIGTERM into an async event so a command can finish cleanly (keep the take, leave
/// the upload queued) instead of dying mid-write.
///
/// Signals are caught once per process by ``SignalHub`` and handed to the traps open at that
/// moment; with none open, the signal does what it would have done (SIGINT ends the process).
/// One hub, not a dispatch source per trap: on Linux, libdispatch installs its handler only for a
/// signal's first source, so a second trap that set `SIG_IGN` again would silently discard the
/// signal for good (a Ctrl-C during an upload did nothing after the recording's trap closed).
///
/// ```swift
/// let trap = SignalTrap([SIGINT])
/// defer { trap.cancel() }
/// for await _ in trap.signals { await recorder.stop() }
/// ```
package final class SignalTrap: Sendable {
  private let id = UUID()
  package let signals: AsyncStream<Int32>

  package init(_ numbers: [Int32] = [SIGINT, SIGTERM]) {
    let (stream, continuation) = AsyncStream<Int32>.makeStream()
    signals = stream
    SignalHub.shared.subscribe(id, to: numbers, continuation)
  }

  package func cancel() { SignalHub.shared.unsubscribe(id) }

  deinit { SignalHub.shared.unsubscribe(id) }
}

/// The process's one catcher per signal number. Installing a catcher (`SIG_IGN`, then the dispatch
/// source) happens under the lock, so two traps opened at once cannot both install one.
package final class SignalHub: Sendable {
  static let shared = SignalHub()

  private struct Subscriber {
    let numbers: Set<Int32>
    let continuation: AsyncStream<Int32>.Continuation
  }

  /// Keeps a resumed source alive. `@unchecked`: dispatch sources are not `Sendable`, and nothing
  /// calls this one after `resume()` (its handler runs on dispatch's queue).
  private struct Source: @unchecked Sendable {
    let source: any DispatchSourceSignal
  }

  private struct State {
    var sources: [Int32: Source] = [:]
    var subscribers: [UUID: Subscriber] = [:]
  }

  private let state = LockedValue(State())

  func subscribe(_ id: UUID, to numbers: [Int32], _ continuation: AsyncStream<Int32>.Continuation) {
    state.withLock { state in
      state.subscribers[id] = Subscriber(numbers: Set(numbers), continuation: continuation)
      for number in numbers where state.sources[number] == nil {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [weak self] in self?.deliver(number) }
        source.resume()
        state.sources[number] = Source(source: source)
      }
    }
  }

  func unsubscribe(_ id: UUID) {
    let gone = state.withLock { $0.subscribers.removeValue(forKey: id) }
    gone?.continuation.finish()
  }

  private func deliver(_ number: Int32) {
    let listeners = state.withLock { $0.subscribers.values.filter { $0.numbers.contains(number) } }
    guard listeners.isEmpty else {
      for listener in listeners { listener.continuation.yield(number) }
      return
    }
    // Nobody is listening: what the signal would have done (SIGWINCH and the like: nothing).
    guard [SIGINT, SIGTERM, SIGHUP].contains(number) else { return }
    signal(number, SIG_DFL)
    raise(number)
  }
}
