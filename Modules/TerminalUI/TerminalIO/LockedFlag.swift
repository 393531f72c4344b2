import Observability

/// A set-once flag for the terminal's readers and screen, over the one lock type (`LockedValue`).
package final class LockedFlag: Sendable {
  private let value = LockedValue(false)
  /// Whether ``set()`` has been called.
  var isSet: Bool { value.value }
  /// Sets the flag; `true` if this call set it, `false` if it was already set.
  func set() -> Bool {
    value.withLock { wasSet in
      defer { wasSet = true }
      return !wasSet
    }
  }
}
