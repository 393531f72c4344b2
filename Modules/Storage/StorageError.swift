import Foundation

/// Everything that can go wrong reading or writing app data. Values carry file *names*, never
/// contents, so an error is always safe to log.
///
/// ```swift
/// do { _ = try store.read() } catch .corrupt(let name, let reason) { logger.error("\(name): \(reason)") }
/// ```
public enum StorageError: Error, Equatable, Sendable {
  /// The file exists but could not be opened or read.
  case unreadable(String, reason: String)
  /// The file could not be written, synced or moved into place.
  case unwritable(String, reason: String)
  /// The file was read but its contents are not what we wrote (truncated, garbled, wrong schema).
  case corrupt(String, reason: String)
  /// A secret file is readable by group or others, so it is refused rather than trusted.
  case insecurePermissions(String, mode: UInt16)
  /// The platform store (Keychain) answered with a status code.
  case platform(status: Int32)
  /// A ``SecureStore`` key is empty, too long, starts with `.` or uses a character outside
  /// `[A-Za-z0-9._-]`. Keys are identifiers chosen in code, never secrets, so carrying one is safe.
  ///
  /// ```swift
  /// #expect(throws: StorageError.invalidKey("../token")) { try store.set(token, for: "../token") }
  /// ```
  case invalidKey(String)
}
