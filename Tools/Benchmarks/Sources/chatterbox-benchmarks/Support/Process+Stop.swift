import Foundation

extension Process {
  /// SIGTERM, then SIGKILL if the process is still there after `grace`, then reaps it.
  func terminate(killingAfter grace: Duration) {
    if isRunning { terminate() }
    let deadline = ContinuousClock.now + grace
    while isRunning, ContinuousClock.now < deadline { usleep(10_000) }
    if isRunning { kill(processIdentifier, SIGKILL) }
    waitUntilExit()
  }
}
