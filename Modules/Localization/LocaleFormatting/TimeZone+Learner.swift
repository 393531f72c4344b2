import Foundation

extension TimeZone {
  /// The zone a learner is in: `TZ` in `environment` (this process's by default) when it names an IANA zone (`Europe/Madrid`, also as
  /// `:Europe/Madrid`), else this device's. Read from the environment given, not from `TimeZone.current`,
  /// which on Linux follows `/etc/localtime` and can miss a `TZ` handed to the process.
  ///
  /// ```swift
  /// import Foundation
  /// import Localization
  ///
  /// let zone = TimeZone.learner(environment: ["TZ": "Asia/Tokyo"])  // Asia/Tokyo
  /// ```
  public static func learner(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeZone {
    let named = environment["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 } ?? ""
    return named.isEmpty ? .current : TimeZone(identifier: named) ?? .current
  }
}
