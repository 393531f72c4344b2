import Foundation

/// Everything that can go wrong reading or writing app data. Values carry file *names*, never
/// contents, so an error is always safe to log.
public enum StorageError: Error, Equatable, Sendable {
  /// The file exists but could not be opened or read.
  case unreadable(String, reason: String)
  /// The file could not be written, synced or moved into place.
  case unwritable(String, reason: String)
  /// The file was read but its contents are not what we wrote (truncated, garbled, wrong schema).
  case corrupt(String, reason: String)
  /// A secret file, or the directory holding secrets, is accessible by group or others, so it is
  /// refused rather than trusted. `mode` is the offending permission bits, e.g. `0o644`.
  case insecurePermissions(String, mode: UInt16)
  /// The platform store (Keychain) answered with a status code (`OSStatus`).
  case platform(status: Int32)
  /// The file system refused to write the file: full, over quota, read-only or failing (see
  /// ``DiskFailure``). Whatever was there before is still there: no Storage write removes the old
  /// contents before the new ones are on disk.
  case disk(String, DiskFailure)
  /// A ``SecureStore`` key is empty, too long, starts with `.` or uses a character outside
  /// `[A-Za-z0-9._-]`. Keys are identifiers chosen in code, never secrets, so carrying one is safe.
  case invalidKey(String)
}
