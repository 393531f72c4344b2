/// The recorder's transition table as a pure function, so every pair can be tested without audio.
///
/// The table, in words:
/// - `idle`: `start` → recording, `cancel` → cancelled.
/// - `recording`: `pause`, `interruptionBegan`, `routeChanged` → paused; `stop`,
///   `maxDurationReached`, `silenceDetected`, `sourceEnded` → finished; `sourceFailed` → failed;
///   `cancel` → cancelled; a stray `interruptionEnded` changes nothing.
/// - `paused`: `resume` → recording; `interruptionBegan`, `interruptionEnded`, `routeChanged`
///   stay paused (the user resumes deliberately, so the app never silently records the room
///   after a call); `stop`, `sourceEnded` → finished; `sourceFailed` → failed; `cancel` → cancelled.
/// - `finished`, `failed`: `cancel` → cancelled (discards the kept take).
/// - System notifications (`interruption*`, `routeChanged`) are never illegal: the OS sends them
///   whenever it likes, so outside a live take they leave the phase unchanged.
/// - Everything else is an ``IllegalTransition``.
///
/// A `finished` decision can still end as ``RecorderPhase/failed`` in the ``Recorder`` when
/// committing the file fails (an empty take, a full disk): the table decides intent, the
/// recorder reports the outcome.
///
/// ```swift
/// switch RecorderStateMachine.transition(from: .paused, on: .resume) {
/// case .success(let next): print(next)            // recording
/// case .failure(let illegal): print(illegal)
/// }
/// ```
public enum RecorderStateMachine {
  /// The phase after `event` in `phase`, or the typed refusal.
  public static func transition(
    from phase: RecorderPhase, on event: RecorderEvent
  ) -> Result<RecorderPhase, IllegalTransition> {
    if let next = next(phase, event) { return .success(next) }
    return .failure(IllegalTransition(from: phase, event: event))
  }

  private static func next(_ phase: RecorderPhase, _ event: RecorderEvent) -> RecorderPhase? {
    switch (phase, event) {
    // System notifications outside a live take are facts, not commands: ignore them.
    case (.idle, .interruptionBegan), (.idle, .interruptionEnded), (.idle, .routeChanged),
      (.finished, .interruptionBegan), (.finished, .interruptionEnded), (.finished, .routeChanged),
      (.failed, .interruptionBegan), (.failed, .interruptionEnded), (.failed, .routeChanged),
      (.cancelled, .interruptionBegan), (.cancelled, .interruptionEnded), (.cancelled, .routeChanged):
      return phase

    case (.idle, .start): return .recording
    case (.idle, .cancel): return .cancelled

    case (.recording, .pause), (.recording, .interruptionBegan), (.recording, .routeChanged):
      return .paused
    case (.recording, .interruptionEnded): return .recording
    case (.recording, .stop), (.recording, .maxDurationReached), (.recording, .silenceDetected),
      (.recording, .sourceEnded):
      return .finished
    case (.recording, .sourceFailed): return .failed
    case (.recording, .cancel): return .cancelled

    case (.paused, .resume): return .recording
    case (.paused, .interruptionBegan), (.paused, .interruptionEnded), (.paused, .routeChanged):
      return .paused
    // No audio is analysed or written while paused, so max duration and silence cannot fire.
    case (.paused, .stop), (.paused, .sourceEnded): return .finished
    case (.paused, .sourceFailed): return .failed
    case (.paused, .cancel): return .cancelled

    case (.finished, .cancel), (.failed, .cancel): return .cancelled

    default: return nil
    }
  }
}
