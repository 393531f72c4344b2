import Foundation

/// Exponential backoff with "equal jitter": the n-th wait is between half and all of
/// `min(maxDelay, baseDelay × 2^(n−1))`. Half is guaranteed so a device that stays offline does
/// not spin; the random half spreads a fleet of clients coming back after an outage.
struct UploadBackoff: Sendable, Equatable {
  var baseDelay: TimeInterval
  var maxDelay: TimeInterval

  func delay(attempt: Int, random: Double) -> TimeInterval {
    let exponent = Double(min(max(attempt, 1), 64) - 1)
    let ceiling = min(maxDelay, baseDelay * pow(2, exponent))
    return ceiling / 2 + ceiling / 2 * min(max(random, 0), 1)
  }
}
