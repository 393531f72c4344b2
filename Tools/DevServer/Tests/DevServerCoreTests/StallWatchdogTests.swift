import Foundation
import Logging
import NIOCore
import NIOPosix
import Synchronization
import Testing

@testable import DevServerCore

@Suite("Stall watchdog")
struct StallWatchdogTests {
  @Test("A blocked event loop is reported once it runs again, naming the loop")
  func blockedLoopIsReported() async throws {
    let lines = CapturedLog()
    let logger = lines.logger
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let watchdog = StallWatchdog.start(
      logger: logger, group: group, period: .milliseconds(50), tolerance: .milliseconds(300))
    try await Task.sleep(for: .milliseconds(200))
    #expect(lines.all.isEmpty, "no stall yet: \(lines.all)")
    _ = try await group.next().submit { usleep(700_000) }.get()
    try await Task.sleep(for: .milliseconds(200))
    watchdog.stop()
    try await group.shutdownGracefully()
    #expect(lines.all.contains { $0.hasPrefix("notice stall: event loop 0 ran nothing for") }, "\(lines.all)")
    // Not asserted: that the Swift executor was free. On a loaded runner (CI's PostgreSQL lane beside two
    // builds) it really can be held up as long, and the watchdog is right to say so.
  }
}
