/// Who gets a network log: accounts with the `developer` flag, or a run the host enabled (say,
/// from a variable of its own). The host asks this for the monitor's first mode (`.on`, or
/// `.holding` until the account is known), and ``NetworkLogMonitor/decide(accountFlags:)`` asks it
/// once the account is known; nothing else turns logging on.
public enum NetworkLogGate {
  /// The account flag that enables the log: `developer`.
  public static let developerFlag = "developer"

  /// Whether logging is allowed: the host enabled it for this run, or the flags include
  /// `developer`.
  public static func isOpen(enabledForRun: Bool = false, accountFlags: [String] = []) -> Bool {
    enabledForRun || accountFlags.contains(developerFlag)
  }
}
