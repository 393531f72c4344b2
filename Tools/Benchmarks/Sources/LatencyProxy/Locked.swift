import Foundation

/// A value behind an `NSLock`: the proxy's threads and its owner share a handful of counters and
/// records, never for long, so a plain lock is enough (`Synchronization.Mutex` needs macOS 15,
/// and this package supports macOS 14).
final class Locked<Value>: @unchecked Sendable {
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
