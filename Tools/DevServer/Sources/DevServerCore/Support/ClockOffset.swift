import Foundation
import Synchronization

/// How far `POST /dev/clock` has moved a `--dev` server's clock ahead of the clock it was given, so an
/// end-to-end test can let a token expire without sleeping. It only moves forward, and only in this
/// process: every instance on a shared database keeps its own.
final class ClockOffset: Sendable {
  private let seconds = Mutex<Int64>(0)

  /// Whole seconds added to every reading so far.
  var current: Int64 { seconds.withLock { $0 } }

  /// Moves the clock `delta` seconds further ahead and answers the new total.
  func advance(by delta: Int64) -> Int64 {
    seconds.withLock {
      $0 += delta
      return $0
    }
  }

  /// `source` read `current` seconds ahead.
  func clock(over source: AppClock) -> AppClock {
    AppClock { [self] in source.now().addingTimeInterval(TimeInterval(current)) }
  }
}
