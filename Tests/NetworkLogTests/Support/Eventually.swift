import Foundation

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
