import Foundation
import Synchronization

@testable import DevServerCore

/// A clock tests move by hand, so expiry rules are tested without sleeping.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  init(start: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
    current = Mutex(start)
  }

  /// Moves time forward.
  func advance(seconds: Int64) {
    current.withLock { $0 = $0.addingTimeInterval(TimeInterval(seconds)) }
  }

  /// The clock as the server consumes it.
  var appClock: AppClock {
    AppClock { [self] in current.withLock { $0 } }
  }

  /// Current Unix seconds.
  var unixNow: Int64 { appClock.unixNow }
}
