import Foundation
import Observability

/// A small `Codable` key-value store persisted as one JSON file, for settings and app state that
/// are not secret (secrets go in a ``SecureStore``).
///
/// Every change rewrites the whole file with ``AtomicFile`` (mode `0600`), so a crash leaves the
/// previous version intact. The file is read once, on first use, and then served from memory:
/// use one instance per file; changes made to the file by anything else are not observed.
///
/// **Corruption.** A file that cannot be decoded (garbled, truncated, unknown format version)
/// makes every call throw ``StorageError/corrupt(_:reason:)``; nothing crashes and nothing is
/// overwritten behind the caller's back. Recovery is the caller's decision: log the error, then
/// call ``reset()`` to start empty (the data was unreadable anyway). A value that no longer decodes
/// as the asked-for type (an old schema) also throws `.corrupt`; ``remove(for:)`` drops just it.
public final class KeyValueStore: Sendable {
  /// The JSON file this store owns.
  public let fileURL: URL

  /// The decoded file: `nil` until first loaded. Values are kept as their own JSON text.
  let cache = LockedValue<[String: String]?>(nil)

  /// Creates a store over `fileURL`. Nothing is read until the first call; the file (and its
  /// missing parent directories, mode `0700`) is created by the first ``set(_:for:)``.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The value stored for `key` decoded as `T`, or `nil` when there is none (or no file yet).
  ///
  /// - Throws: ``StorageError/corrupt(_:reason:)`` when the file or this value does not decode.
  public func value<T: Decodable>(_ type: T.Type = T.self, for key: String) throws(StorageError) -> T? {
    let encoded = try cache.withLock { (cache: inout [String: String]?) throws(StorageError) in
      try load(&cache)[key]
    }
    guard let encoded else { return nil }
    do {
      return try JSONDecoder().decode(T.self, from: Data(encoded.utf8))
    } catch {
      throw .corrupt(fileURL.lastPathComponent, reason: "value for '\(key)' is not a \(T.self): \(Self.summary(error))")
    }
  }

  /// Stores `value` for `key` and writes the file before returning.
  ///
  /// - Throws: ``StorageError/unwritable(_:reason:)`` (including a value JSON cannot represent,
  ///   such as `Double.nan`), or ``StorageError/corrupt(_:reason:)`` when the existing file is.
  public func set<T: Encodable>(_ value: T, for key: String) throws(StorageError) {
    let encoded = try encode(value, for: key)
    try cache.withLock { (cache: inout [String: String]?) throws(StorageError) in
      var values = try load(&cache)
      values[key] = encoded
      try persist(values)
      cache = values
    }
  }

  /// Removes the value for `key`; does nothing (and writes nothing) when there is none.
  public func remove(for key: String) throws(StorageError) {
    try cache.withLock { (cache: inout [String: String]?) throws(StorageError) in
      var values = try load(&cache)
      guard values.removeValue(forKey: key) != nil else { return }
      try persist(values)
      cache = values
    }
  }

  /// Deletes the file, whatever state it is in, and starts empty: the recovery from `.corrupt`.
  public func reset() throws(StorageError) {
    try cache.withLock { (cache: inout [String: String]?) throws(StorageError) in
      try FileSystem.removeFile(fileURL)
      cache = [:]
    }
  }
}
