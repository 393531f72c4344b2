import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT/SIGTERM into an async event so a command can finish cleanly (keep the take, leave
/// the upload queued) instead of dying mid-write.
///
/// ```swift
/// let trap = SignalTrap([SIGINT])
/// Task { for await _ in trap.signals { await recorder.stop() } }
/// ```
final class SignalTrap: @unchecked Sendable {
  private var sources: [any DispatchSourceSignal] = []
  private let numbers: [Int32]
  let signals: AsyncStream<Int32>

  init(_ numbers: [Int32] = [SIGINT, SIGTERM]) {
    self.numbers = numbers
    let (stream, continuation) = AsyncStream<Int32>.makeStream()
    signals = stream
    for number in numbers {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield(number) }
      source.resume()
      sources.append(source)
    }
  }

  /// Restores default handling.
  func cancel() {
    for source in sources { source.cancel() }
    sources = []
    for number in numbers { signal(number, SIG_DFL) }
  }
}
