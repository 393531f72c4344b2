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
/// - A write never removes the old value first (``AtomicFile``): when it fails, the old value is
///   still there and the caller gets the error. To make the commonest failure, a full disk, not
///   fail at all, the store keeps a small reserve file (`.reserve`, ``reserveBytes``, zeros) in its
///   directory: a write that meets `ENOSPC` or `EDQUOT` deletes the reserve and tries once more in
///   the space it freed; the reserve is re-created by a later write once there is room again.
///
/// It protects against other users on the machine, not against code running as the same user.
public struct FileSecureStore: SecureStore {
  /// The directory holding one file per key.
  public let directory: URL

  /// The size of the reserve file kept beside the values, freed when a write finds the disk full;
  /// 0 keeps none.
  public let reserveBytes: Int

  /// The default reserve: 64 KiB, room for the rewrite of a value of a few kilobytes (a session)
  /// in whole blocks, with its temporary file and the folder's own block, on any common file system.
  public static let defaultReserveBytes = 64 * 1024

  /// Creates a store over `directory`. Nothing touches the disk until the first call; the
  /// directory (and missing parents) is created `0700` by the first ``set(_:for:)``, and the
  /// reserve (`reserveBytes`, 0 for none) by the first write that has room for it.
  public init(directory: URL, reserveBytes: Int = FileSecureStore.defaultReserveBytes) {
    self.directory = directory
    self.reserveBytes = max(0, reserveBytes)
  }

  /// The value for `key`, or `nil` when there is none (or no directory yet).
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

  /// Stores `data` for `key` as a `0600` file, atomically. On a full disk (or quota) the reserve is
  /// given up and the write tried once more; on any failure the old value stays as it was.
  ///
  /// - Throws: ``StorageError/disk(_:_:)`` when the disk is full (even after freeing the reserve),
  ///   read-only or failing; other ``StorageError``s for an untrusted folder or a bad key.
  public func set(_ data: Data, for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    try FileSystem.createDirectory(directory, mode: 0o700)
    _ = try checkDirectory()
    let url = fileURL(for: key)
    do throws(StorageError) {
      try AtomicFile.write(data, to: url, permissions: 0o600)
    } catch .disk(_, let failure) where failure.isOutOfSpace && releaseReserve() {
      try AtomicFile.write(data, to: url, permissions: 0o600)
    }
    keepReserve()
  }

  /// Where the reserve lives: a name no key can have (keys never start with `.`).
  var reserveURL: URL { directory.appending(path: ".reserve", directoryHint: .notDirectory) }

  /// Deletes the reserve; `true` when there was one, i.e. when its space is now free.
  private func releaseReserve() -> Bool {
    guard case .regular? = reserveStatus?.kind else { return false }
    return (try? FileSystem.removeFile(reserveURL)) != nil
  }

  /// What is at the reserve's name: `nil` when nothing is, or when that cannot be told.
  private var reserveStatus: FileSystem.Status? {
    do { return try FileSystem.status(of: reserveURL) } catch { return nil }
  }

  /// Writes the reserve when it is missing, best effort: no room for it is not an error (the
  /// value itself was written), and a later write tries again.
  private func keepReserve() {
    guard reserveBytes > 0, reserveStatus == nil else { return }
    try? AtomicFile.write(Data(count: reserveBytes), to: reserveURL, permissions: 0o600)
  }

  /// Deletes the file for `key`, if any.
  ///
  /// Unlike reads and writes this works in a directory with loose permissions: deleting a secret
  /// only reduces exposure, and sign-out must be able to wipe whatever is there.
  public func removeValue(for key: String) throws(StorageError) {
    try SecureStoreKey.validate(key)
    guard try FileSystem.status(of: directory)?.kind == .directory else { return }
    try FileSystem.removeFile(fileURL(for: key))
    try FileSystem.syncDirectory(directory, name: key)
  }

  /// Deletes every file in the directory, including temporary files left by an interrupted write
  /// (they hold secrets too). Subdirectories, which the store never creates, are left alone.
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
