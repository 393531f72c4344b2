import Foundation

/// Small secrets (tokens, keys) kept where other users and apps cannot read them.
///
/// ## What an implementation must guarantee
/// 1. **Round trip.** `data(for:)` returns exactly the bytes of the last successful `set` for that
///    key, or `nil` if it was never set or has been removed. Empty `Data` is a value, not `nil`.
/// 2. **Atomic replace.** After `set` returns, the new value is stored; if it throws, the old value
///    (or absence) is still there. Readers never see a partial value.
/// 3. **Idempotent removal.** `removeValue(for:)` on a missing key succeeds. `removeAll()` removes
///    every value this store holds (and nothing another store holds), and succeeds when empty.
/// 4. **One key rule.** Keys follow ``SecureStoreKey`` (`[A-Za-z0-9._-]`, 1–128 characters, no
///    leading `.`); anything else throws ``StorageError/invalidKey(_:)`` before storage is touched.
/// 5. **Confidentiality.** Values are readable only by the current user (file mode `0600` in a
///    `0700` directory, or the Keychain). A store that finds its data readable by others refuses it
///    with ``StorageError/insecurePermissions(_:mode:)`` instead of trusting it.
/// 6. **Safe errors.** Only ``StorageError`` is thrown, and it never contains secret bytes.
/// 7. **Concurrency.** Stores are `Sendable`; calls may come from any thread at the same time. For
///    one key, concurrent `set`s end with one of the written values, never a mix.
///
/// Calls block on I/O; keep them off the main actor for anything beyond a launch-time read.
///
/// A conformance test every implementation should pass (the package runs it against
/// ``InMemorySecureStore`` and ``FileSecureStore``):
public protocol SecureStore: Sendable {
  /// The value stored for `key`, or `nil` when there is none.
  func data(for key: String) throws(StorageError) -> Data?

  /// Stores `data` for `key`, replacing any previous value atomically.
  func set(_ data: Data, for key: String) throws(StorageError)

  /// Removes the value for `key`; succeeds when there is none.
  func removeValue(for key: String) throws(StorageError)

  /// Removes every value this store holds, e.g. on sign-out.
  func removeAll() throws(StorageError)
}
