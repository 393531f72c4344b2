import Foundation
import Logging
import NIOCore
import NIOPosix
import Synchronization

/// Reports, after the fact, when the Swift executor or a NIO event loop could not run for seconds.
///
/// Issue 17's one PostgreSQL stall (ADR 0023) held every transaction in flight for up to 60 s
/// while PostgreSQL itself was idle, so the wait was in this process: either every cooperative thread was
/// blocked, or an event loop was. A one-second tick on each says which the next time: a tick that runs more than
/// two seconds late logs one `notice` line, naming the executor or the event loop. Ticks cost nothing else.
///
/// ```swift
/// let watchdog = StallWatchdog.start(logger: logger)
/// defer { watchdog.stop() }
/// ```
final class StallWatchdog: Sendable {
  private let executorTick: Task<Void, Never>
  private let loopTicks: [RepeatedTask]

  private init(executorTick: Task<Void, Never>, loopTicks: [RepeatedTask]) {
    self.executorTick = executorTick
    self.loopTicks = loopTicks
  }

  /// Starts a tick on the Swift executor and on every loop of the event-loop group the server and the
  /// PostgreSQL connections share; a tick more than `tolerance` late is reported.
  static func start(
    logger: Logger, group: MultiThreadedEventLoopGroup = .singleton, period: TimeAmount = .seconds(1),
    tolerance: TimeAmount = .seconds(2)
  ) -> StallWatchdog {
    let executorTick = Task.detached {
      var expected = NIODeadline.now() + period
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: UInt64(period.nanoseconds))
        let late = NIODeadline.now() - expected
        if late > tolerance { logger.notice("stall: the Swift executor ran no task for \(seconds(late)) s") }
        expected = NIODeadline.now() + period
      }
    }
    var loopTicks: [RepeatedTask] = []
    for (index, loop) in group.makeIterator().enumerated() {
      let expected = NextTick(NIODeadline.now() + period)
      loopTicks.append(
        loop.scheduleRepeatedTask(initialDelay: period, delay: period) { _ in
          let now = NIODeadline.now()
          let late = expected.deadline.withLock { value in
            defer { value = now + period }
            return now - value
          }
          if late > tolerance { logger.notice("stall: event loop \(index) ran nothing for \(seconds(late)) s") }
        })
    }
    return StallWatchdog(executorTick: executorTick, loopTicks: loopTicks)
  }

  /// Stops every tick.
  func stop() {
    executorTick.cancel()
    for tick in loopTicks { tick.cancel() }
  }

  private static func seconds(_ amount: TimeAmount) -> String {
    String(format: "%.1f", Double(amount.nanoseconds) / 1e9)
  }
}

/// The deadline a loop's next tick is due at, shared with that tick.
private final class NextTick: Sendable {
  let deadline: Mutex<NIODeadline>

  init(_ deadline: NIODeadline) {
    self.deadline = Mutex(deadline)
  }
}
