import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Bionic)
  import Bionic
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``SecureStore`` that keeps one file per key in a private directory: the store for Linux, and a
/// fallback anywhere the Keychain is unavailable (e.g. an unsigned command-line build).
///
/// - The directory is created with mode `0700`; each value is written atomically with mode `0600`.
/// - Reading or writing refuses (``StorageError/insecurePermissions(_:mode:)``) a directory or
///   file that group or others can access, or a symlink in place of a value: something other than
///   this store changed it, so its contents are not trusted.
/// - The directory belongs to the store: ``removeAll()`` deletes every file in it.
///
/// It protects against other users on the machine, not against code running as the same user.
///
/// ```swift
/// let store = FileSecureStore(directory: dirs.dataDirectory.appending(path: "secrets"))
/// try store.set(Data(token.utf8), for: "auth.refresh")
/// ```
public struct FileSecureStore: SecureStore {
  /// The directory holding one file per key.
  ///
  /// ```swift
  /// print(store.directory.path)
  /// ```
  public let directory: URL

  /// Creates a store over `directory`. Nothing touches the disk until the first call; the
  /// directory (and missing parents) is created `0700` by the first ``set(_:for:)``.
  ///
  /// ```swift
  /// let store = FileSecureStore(directory: tmp.appending(path: "secrets"))
  /// ```
  public init(directory: URL) {
    self.directory = directory
  }

  /// The value for `key`, or `nil` when there is none (or no directory yet).
  ///
  /// ```swift
  /// let token = try store.data(for: "auth.refresh")
  /// ```
  public func data(for key: String) throws(StorageError) -> Data? {
    try SecureStoreKey.validate(key)
    guard try checkDirectory() else { return nil }
    // O_NOFOLLOW + fstat: the mode checked is the mode of the file actually read.
    guard let descriptor = try FileSystem.openForReading(fileURL(for: key), noFollow: true) else { return nil }
    defer { _ = close(descriptor) }
    let status = try FileSystem.status(of: descriptor, name: key)
    guard status.kind == .regular else { throw .unreadable(key, reason: "not a regular file") }
    guard !status.isAccessibleByOthers else { throw .insecurePermissions(key, mode: status.permissions) }
    return try FileSystem.readAll(descriptor, name: key)
  }

  /// Stores `data` for `key` as a `0600` file, atomically.
  ///
  /// ```swift
  /// try store.set(Data(token.utf8), for: "auth.refresh")
  /// ```
  public func set(_ data: Data, for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    try FileSystem.createDirectory(directory, mode: 0o700)
    _ = try checkDirectory()
    try AtomicFile.write(data, to: fileURL(for: key), permissions: 0o600)
  }

  /// Deletes the file for `key`, if any.
  ///
  /// Unlike reads and writes this works in a directory with loose permissions: deleting a secret
  /// only reduces exposure, and sign-out must be able to wipe whatever is there.
  ///
  /// ```swift
  /// try store.removeValue(for: "auth.refresh")
  /// ```
  public func removeValue(for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    guard try FileSystem.status(of: directory)?.kind == .directory else { return }
    try FileSystem.removeFile(fileURL(for: key))
    try FileSystem.syncDirectory(directory, name: key)
  }

  /// Deletes every file in the directory, including temporary files left by an interrupted write
  /// (they hold secrets too). Subdirectories, which the store never creates, are left alone.
  ///
  /// ```swift
  /// try store.removeAll() // sign-out
  /// ```
  public func removeAll() throws(StorageError) {
    let name = directory.lastPathComponent
    guard try FileSystem.status(of: directory)?.kind == .directory else { return }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
    } catch {
      throw .unreadable(name, reason: "cannot list directory")
    }
    for entry in entries {
      let url = directory.appending(path: entry, directoryHint: .notDirectory)
      if try FileSystem.status(of: url)?.kind == .directory { continue }
      try FileSystem.removeFile(url)
    }
    try FileSystem.syncDirectory(directory, name: name)
  }

  private func fileURL(for key: String) -> URL {
    directory.appending(path: key, directoryHint: .notDirectory)
  }

  /// `false` when the directory does not exist yet; throws when it is not a directory or when
  /// group/others have any access to it.
  private func checkDirectory() throws(StorageError) -> Bool {
    let name = directory.lastPathComponent
    guard let status = try FileSystem.status(of: directory) else { return false }
    guard status.kind == .directory else { throw .unreadable(name, reason: "not a directory") }
    guard !status.isAccessibleByOthers else { throw .insecurePermissions(name, mode: status.permissions) }
    return true
  }
}
