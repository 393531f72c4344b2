import Foundation

extension TimeZone {
  /// The IANA zone `TZ` names in `environment` (this process's by default; `Europe/Madrid`, also as
  /// `:Europe/Madrid`), else this device's; a name the system does not know is this device's zone too. Read from the environment given, not from `TimeZone.current`,
  /// which on Linux follows `/etc/localtime` and can miss a `TZ` handed to the process.
  ///
  /// ```swift
  /// import Foundation
  /// import Localization
  ///
  /// let zone = TimeZone.named(inEnvironment: ["TZ": "Asia/Tokyo"])  // Asia/Tokyo
  /// ```
  public static func named(inEnvironment environment: [String: String] = ProcessInfo.processInfo.environment)
    -> TimeZone
  {
    let named = environment["TZ"].map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 } ?? ""
    return named.isEmpty ? .current : TimeZone(identifier: named) ?? .current
  }
}
