import Foundation

/// Who gets a network log: accounts with the `developer` flag, or anyone running with
/// `CHATTERBOX_NETWORK_LOG=1`. The composition root asks this for the monitor's first mode (`.on`,
/// or `.holding` until the account is known), and ``NetworkLogMonitor/decide(accountFlags:)`` asks
/// it once the account is known; nothing else turns recording on.
///
/// ```swift
/// let monitor = NetworkLogMonitor(store: store, mode: NetworkLogGate.isOpen() ? .on : .holding)
/// monitor.decide(accountFlags: me.account.flags)
/// ```
public enum NetworkLogGate {
  /// The environment variable that enables the log for a run: `CHATTERBOX_NETWORK_LOG=1`.
  ///
  /// ```swift
  /// setenv(NetworkLogGate.environmentVariable, "1", 1)
  /// ```
  public static let environmentVariable = "CHATTERBOX_NETWORK_LOG"

  /// The account flag that enables the log: `developer`.
  ///
  /// ```swift
  /// account.flags.contains(NetworkLogGate.developerFlag)
  /// ```
  public static let developerFlag = "developer"

  /// Whether recording is allowed: the variable is exactly `1`, or the flags include `developer`.
  ///
  /// ```swift
  /// NetworkLogGate.isOpen(environment: ["CHATTERBOX_NETWORK_LOG": "1"]) // true
  /// NetworkLogGate.isOpen(environment: [:], accountFlags: ["beta"])     // false
  /// ```
  public static func isOpen(
    environment: [String: String] = ProcessInfo.processInfo.environment, accountFlags: [String] = []
  ) -> Bool {
    environment[environmentVariable] == "1" || accountFlags.contains(developerFlag)
  }
}
