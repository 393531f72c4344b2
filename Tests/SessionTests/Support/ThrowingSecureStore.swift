import Foundation
import Observability
import Storage

/// A secure store whose reads fail with a chosen error, to stage an unreadable or locked store.
/// Writes and removals work and are recorded.
final class ThrowingSecureStore: SecureStore {
  private let readError: StorageError
  private let removed = LockedValue<[String]>([])

  init(readError: StorageError) { self.readError = readError }

  var removedKeys: [String] { removed.value }

  func data(for key: String) throws(StorageError) -> Data? { throw readError }
  func set(_ data: Data, for key: String) throws(StorageError) {}
  func removeValue(for key: String) throws(StorageError) { removed.withLock { $0.append(key) } }
  func removeAll() throws(StorageError) {}
}
