import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals reach every trap open at the moment, through the one hub. SIGUSR2 stands in for SIGINT
/// (a SIGINT with no trap open would end the test process); the hub treats every number alike
/// while a trap is open.
@Suite("Signal traps", .serialized, .timeLimit(.minutes(3)))
struct SignalTrapTests {
  /// The first signal each trap delivers while SIGUSR2 is sent every 50 ms: libdispatch arms a
  /// signal's first source asynchronously, so one signal sent at once could land before it.
  func firstSignals(_ traps: [SignalTrap]) async -> [Int32?] {
    let sender = Task {
      while !Task.isCancelled {
        kill(getpid(), SIGUSR2)
        try? await Task.sleep(for: .milliseconds(50))
      }
    }
    defer { sender.cancel() }
    var heard: [Int32?] = []
    for trap in traps {
      var signals = trap.signals.makeAsyncIterator()
      heard.append(await signals.next())
    }
    return heard
  }

  @Test func twoTrapsBothHearIt() async {
    let first = SignalTrap([SIGUSR2])
    let second = SignalTrap([SIGUSR2])
    defer {
      first.cancel()
      second.cancel()
    }
    #expect(await firstSignals([first, second]) == [SIGUSR2, SIGUSR2])
  }

  /// The Linux bug the hub exists for: a second dispatch source for a signal never fired, so a
  /// Ctrl-C after the recording's trap closed did nothing.
  @Test func aTrapOpenedAfterAnotherClosedStillHearsIt() async {
    let earlier = SignalTrap([SIGUSR2])
    earlier.cancel()
    var ended = earlier.signals.makeAsyncIterator()
    #expect(await ended.next() == nil)  // cancelling finishes the stream
    let later = SignalTrap([SIGUSR2])
    defer { later.cancel() }
    #expect(await firstSignals([later]) == [SIGUSR2])
  }

  @Test func trapsOpenedAtOnceFromManyThreadsAllHearIt() async {
    let traps = await withTaskGroup(of: SignalTrap.self) { group in
      for _ in 0..<16 { group.addTask { SignalTrap([SIGUSR2]) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    defer { for trap in traps { trap.cancel() } }
    #expect(await firstSignals(traps) == Array(repeating: SIGUSR2, count: traps.count))
  }
}
