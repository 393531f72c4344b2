import Foundation
import Observability

/// A settable clock, so URL expiry is staged, not waited for.
final class TestClock: Sendable {
  private let current: LockedValue<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = LockedValue(start)
  }

  var now: Date { current.value }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
