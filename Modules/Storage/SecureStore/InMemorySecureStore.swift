import Foundation
import Observability

/// A ``SecureStore`` that keeps values in memory only: for tests and previews, never for real
/// secrets that must survive a relaunch. It enforces the same key rule as the persistent stores,
/// so code that works against it works against them.
public final class InMemorySecureStore: SecureStore {
  private let values: LockedValue<[String: Data]>

  /// Creates a store, optionally pre-filled (keys are not validated here; reads validate them).
  public init(_ values: [String: Data] = [:]) {
    self.values = LockedValue(values)
  }

  /// A snapshot of everything stored, for assertions in tests.
  public var contents: [String: Data] {
    values.withLock { $0 }
  }

  /// The value for `key`, or `nil` when none is stored; throws `.invalidKey` for a key outside
  /// ``SecureStoreKey``'s rule, as the file and Keychain stores do.
  public func data(for key: String) throws(StorageError) -> Data? {
    try SecureStoreKey.validate(key)
    return values.withLock { $0[key] }
  }

  /// Stores `data` for `key`, replacing any value; throws only for an invalid key.
  public func set(_ data: Data, for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    values.withLock { $0[key] = data }
  }

  /// Removes the value for `key`, if any.
  public func removeValue(for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    values.withLock { _ = $0.removeValue(forKey: key) }
  }

  /// Removes every value; never throws.
  public func removeAll() throws(StorageError) {
    values.withLock { $0.removeAll() }
  }
}
