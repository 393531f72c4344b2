import FeatureGates

/// Which tabs exist for this account and how tab keys move between them: the same decision for
/// every shell, so gating by feature flags is decided once.
public enum TabGating {
  /// A move between tabs.
  public enum Move: Equatable, Sendable {
    /// The next visible tab, wrapping around.
    case next
    /// The previous visible tab, wrapping around.
    case previous
    /// The tab with this number, if it is visible.
    case number(Int)
  }

  /// Cues and settings always; history when its flag is on; developer tools for developer accounts
  /// when the shell has a network console to show.
  public static func visibleTabs(canSee: (FeatureGate) -> Bool, hasNetworkConsole: Bool) -> [AppTab] {
    var tabs: [AppTab] = [.cues]
    if canSee(.history) { tabs.append(.history) }
    tabs.append(.settings)
    if hasNetworkConsole, canSee(.developerTools) { tabs.append(.developer) }
    return tabs
  }

  /// Where a move lands from `current` (the first tab when `current` is not visible), or `nil`
  /// for a number that names no visible tab.
  public static func target(of move: Move, from current: AppTab?, in tabs: [AppTab]) -> AppTab? {
    guard !tabs.isEmpty else { return nil }
    let index = current.flatMap(tabs.firstIndex(of:)) ?? 0
    switch move {
    case .next: return tabs[(index + 1) % tabs.count]
    case .previous: return tabs[(index + tabs.count - 1) % tabs.count]
    case .number(let number): return tabs.first { $0.rawValue == number }
    }
  }
}
