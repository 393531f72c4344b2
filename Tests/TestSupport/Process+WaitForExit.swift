import Foundation
import Observability

extension Process {
  /// `waitUntilExit()` without its busy loop: checks every 10 ms and sleeps in between.
  ///
  /// On Linux, Foundation's `waitUntilExit()` spins `RunLoop.run(until:)`, which returns at once on a thread whose
  /// run loop has no sources (every Swift concurrency thread), so a test waiting for a dev server or a CLI kept one
  /// core busy, and libdispatch's manager thread (nice -4) half of the other, for as long as the wait lasted. On a
  /// two-core machine that starved the dev server and PostgreSQL the test was waiting on (ADR 0023, issue 17).
  ///
  /// ```swift
  /// process.terminate()
  /// process.waitForExit()
  /// ```
  public func waitForExit() {
    while isRunning {
      usleep(10_000)
    }
  }

  /// Sends SIGTERM and awaits the exit as a task; after `killAfter`, if given, sends SIGKILL.
  public func terminateAndWait(killAfter: Duration? = nil) async {
    guard isRunning else { return }
    terminate()
    if let killAfter {
      let deadline = ContinuousClock.now + killAfter
      while isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
      if isRunning { kill(processIdentifier, SIGKILL) }
    }
    await exited()
  }

  /// `waitForExit()` for async code: polls with `Task.sleep`, so a test waiting for a child does not
  /// hold one of the cooperative pool's few threads (on 2 cores, two such waits starve every other
  /// test in the process).
  public func exited() async {
    while isRunning {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }
}

extension LockedValue where Value == Process? {
  /// Takes the process out (so a second call finds none), stops it with ``Process/terminateAndWait(killAfter:)``
  /// (SIGKILL after 5 s) and removes `folder`: a helper's `stopped()`, safe to call twice.
  public func stopAndRemove(_ folder: URL) async {
    let running = withLock { process in
      defer { process = nil }
      return process
    }
    await running?.terminateAndWait(killAfter: .seconds(5))
    try? FileManager.default.removeItem(at: folder)
  }
}
