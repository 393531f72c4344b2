import Foundation

/// A value guarded by a lock, for the small pieces of shared mutable state that do not warrant an
/// actor (handler buffers, global configuration). The one lock type of the repository: every module
/// that needs one uses this (issue 16). `Synchronization.Mutex` needs iOS 18 / macOS 15,
/// which is above our deployment target, hence this wrapper.
///
/// ```swift
/// let counter = LockedValue(0)
/// counter.withLock { $0 += 1 }
/// counter.value // 1
/// ```
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  /// The lock is not recursive: calling ``withLock(_:)`` from inside its own body deadlocks.
  public init(_ value: Value) { storage = value }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&storage)
  }

  /// A snapshot of the current value.
  public var value: Value { withLock { $0 } }
}
