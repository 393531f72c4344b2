/// How a load looks to the learner while it runs: the answer is awaited (``loading``), or it has
/// been awaited longer than ``SavedCopyRace/patience`` (``slow``: say the server is slow, and show
/// the saved copy where there is one). A screen never shows an empty state ("No recordings yet",
/// "Choose a language") while a load is in one of these phases: only the server's answer says so.
public enum LoadPhase: Equatable, Sendable {
  /// Nothing is being loaded.
  case idle
  /// Waiting for the server, within the patience.
  case loading
  /// Still waiting after the patience.
  case slow

  /// `true` while waiting, slow or not.
  public var isWaiting: Bool { self != .idle }
}
