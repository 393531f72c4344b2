import Observability
import Observation

/// Waits on the main actor until `condition` (which reads `@Observable` state) holds, woken by
/// Observation each time what it read changes: no sleep and no count of yields, so a loaded machine
/// only makes it later, never wrong. It never returns while the condition is false; the suite's
/// time limit ends a test whose state never comes.
///
/// ```swift
/// player.finish()
/// await waitUntilObserved { playback.state == .idle }
/// ```
@MainActor
public func waitUntilObserved(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
      // onChange can run on another thread, and a change may already have come while tracking was
      // set up: the first of the two resumes, the other is dropped.
      let resumed = LockedValue(false)
      let resumeOnce: @Sendable () -> Void = {
        if resumed.withLock({ done in
          defer { done = true }
          return !done
        }) {
          resume.resume()
        }
      }
      let holds = withObservationTracking {
        condition()
      } onChange: {
        resumeOnce()
      }
      if holds { resumeOnce() }
    }
  }
}
