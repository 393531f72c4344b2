import Foundation
import Observability

/// A `sleep` for the store's flush timer that only returns when the test says so, so batching tests
/// decide exactly when "300 ms" have passed.
final class ManualSleep: Sendable {
  private let sleepers = LockedValue<[CheckedContinuation<Void, Never>]>([])

  var sleep: @Sendable (Duration) async throws -> Void {
    { [sleepers] _ in
      await withCheckedContinuation { continuation in sleepers.withLock { $0.append(continuation) } }
    }
  }

  /// How many timers are waiting.
  var waiting: Int { sleepers.withLock { $0.count } }

  /// Ends every waiting sleep.
  func fire() {
    let waiting = sleepers.withLock { list -> [CheckedContinuation<Void, Never>] in
      defer { list.removeAll() }
      return list
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// A `sleep` that never returns (for stores whose timer must not fire during a test).
let neverSleep: @Sendable (Duration) async throws -> Void = { _ in
  try await Task.sleep(for: .seconds(3_600))
}

/// Polls `condition` until it holds or `timeout` passes (a guard against a hung test, not a performance bound:
/// a test process starting hundreds of tests under ThreadSanitizer on two cores left some unscheduled for 20–40 s).
func eventually(timeout: Duration = .seconds(120), _ condition: () async -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while clock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return await condition()
}
