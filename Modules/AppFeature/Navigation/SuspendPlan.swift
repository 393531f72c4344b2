/// What suspending the app (Ctrl-Z, `SIGTSTP`) does first, so no take runs on while nobody
/// watches: a take being recorded is paused (it stays under way, and the learner resumes or stops
/// it on return); anything else is suspended as it is. An upload in flight just waits: its job is
/// in the persistent queue either way.
public enum SuspendPlan: Equatable, Sendable {
  /// Nothing is running that the pause would spoil: suspend now.
  case suspend
  /// Pause the take being recorded, then suspend.
  case pauseTakeThenSuspend

  /// Decides from the take's state.
  public init(isRecording: Bool, isPaused: Bool) {
    self = isRecording && !isPaused ? .pauseTakeThenSuspend : .suspend
  }
}
