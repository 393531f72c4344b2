import Foundation

/// A value shared between a reader thread and the stream's termination handler.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15 and the package supports iOS 17, so this is a
/// plain `NSLock` box.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  var current: Value { withLock { $0 } }
}

/// Carries a thread-safe Foundation object (`FileHandle`) into `@Sendable` closures on SDKs
/// that do not yet mark it `Sendable`. Only use it for objects documented as thread-safe.
final class UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
