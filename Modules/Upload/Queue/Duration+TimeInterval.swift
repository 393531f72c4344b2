import Foundation

extension Duration {
  /// The duration in seconds, as the queue's configuration and the attempt records spell times.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
