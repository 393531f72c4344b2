/// Failures of the storage layer that indicate a bug or a damaged data directory, never client input.
public enum StorageError: Error, Sendable, Equatable {
  /// A column was missing from a row or had an unexpected type.
  case unexpectedColumn(String)
  /// `secret.key` exists but does not hold exactly 32 bytes.
  case corruptSecretKey(path: String)
  /// A file-system call failed.
  case fileSystem(operation: String, path: String, errno: Int32)
  /// The database was created by a newer server (it has migrations this build does not know).
  case unknownMigration(version: Int)
}
