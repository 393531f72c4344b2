import Foundation

/// A bounded memo behind an `NSLock`, for values every request looks up (capitalised header names,
/// checked URLs, converted keys). It lives in this module so its calls are specialised:
/// Observability's `LockedValue<[String: V]>.withLock`, called across the module boundary, paid
/// runtime generic-metadata look-ups for its closure on every call, which cost more than the lock
/// and the dictionary together (docs/performance.md, "APIClient").
final class StringMemo<Value: Sendable>: @unchecked Sendable {
  // Not `LockedValue`: its `withLock`, unspecialised across modules, costs ~3× this lock per call (callgrind).
  private let lock = NSLock()
  private var values: [String: Value] = [:]
  private let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  @inline(__always)
  func value(for key: String) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }

  @inline(__always)
  func store(_ value: Value, for key: String) {
    lock.lock()
    defer { lock.unlock() }
    if values.count >= capacity { values.removeAll(keepingCapacity: true) }
    values[key] = value
  }
}
