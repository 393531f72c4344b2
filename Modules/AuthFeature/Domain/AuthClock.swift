import Foundation

/// Time for countdowns, injectable so tests never sleep.
public protocol AuthClock: Sendable {
  /// Waits (or, in tests, pretends to).
  func sleep(seconds: Double) async throws
}

/// Real time.
public struct SystemAuthClock: AuthClock {
  /// Creates the clock.
  public init() {}
  public func sleep(seconds: Double) async throws {
    try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
  }
}
