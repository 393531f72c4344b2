import Foundation

/// A value guarded by an `NSLock`: the one audited `@unchecked Sendable` in the module.
///
/// `Synchronization.Mutex` would be the first choice, but it needs iOS 18 / macOS 15 and the
/// package deploys to iOS 17 / macOS 14. Every access goes through ``withLock(_:)``, which is what
/// makes the unchecked conformance sound.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access. Do not call back into the same `Locked` from `body`:
  /// `NSLock` is not recursive.
  func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
