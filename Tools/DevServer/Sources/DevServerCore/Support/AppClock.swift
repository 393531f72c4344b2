import Foundation

/// The server's notion of "now", injectable so tests can move time without sleeping.
public struct AppClock: Sendable {
  /// Returns the current instant.
  public var now: @Sendable () -> Date

  /// Creates a clock reading time from `now`.
  public init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// Wall-clock time.
  public static let system = AppClock { Date() }

  /// Current time as whole Unix seconds, the resolution everything is stored at.
  public var unixNow: Int64 {
    Int64(now().timeIntervalSince1970.rounded(.down))
  }
}

extension Date {
  /// Creates a date from whole Unix seconds as stored in the database.
  init(unixSeconds: Int64) {
    self.init(timeIntervalSince1970: TimeInterval(unixSeconds))
  }
}
