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

/// Crash-safe whole-file writes: a reader (or the next launch after a power cut) sees either the
/// old contents or the new ones, never a mix or an empty file.
public enum AtomicFile {
  /// Replaces the file at `url` with `data`.
  ///
  /// Steps: write a hidden temporary file in the same directory (a rename is only atomic within
  /// one file system), fsync it, rename it over `url`, then fsync the directory so the rename
  /// itself survives a crash. The temporary file is removed on every failure path.
  ///
  /// `permissions` (e.g. `0o600`) is applied to the temporary file before any byte is written, so
  /// the contents are never visible with a wider mode. With `nil`, an existing file keeps its mode
  /// (rewriting a `0600` file must not quietly make it `0644`) and a new file gets `0666` minus the
  /// umask. The parent directory must exist. A symlink at `url` is replaced, not followed.
  ///
  /// The old file is never removed or truncated first: until the rename, `url` holds the old
  /// contents, so a failure at any step (a full disk, a read-only remount, an I/O error) leaves
  /// them as they were and throws.
  ///
  /// - Throws: ``StorageError/disk(_:_:)`` when the disk is full, over quota, read-only or
  ///   failing; ``StorageError/unwritable(_:reason:)`` for anything else. Both name the file.
  public static func write(_ data: Data, to url: URL, permissions: UInt16? = nil) throws(StorageError) {
    let name = url.lastPathComponent
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appending(path: temporaryName(for: name), directoryHint: .notDirectory)
    var mode = permissions
    if mode == nil { mode = try FileSystem.status(of: url)?.permissions }

    // O_EXCL: never write through a file (or symlink) someone else put at the temporary name.
    // 0600 until the final mode is set, so a wider umask can't expose partial contents.
    if let code = FileSystemFaults.code(.create, name) {
      throw FileSystem.writeError(name, code, "cannot create temporary file")
    }
    let descriptor = FileSystem.withPath(temporary) {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode == nil ? 0o666 : 0o600))
    }
    guard descriptor >= 0 else {
      throw FileSystem.writeError(name, errno, "cannot create temporary file")
    }
    var isOpen = true
    var isRenamed = false
    defer {
      if isOpen { _ = close(descriptor) }
      if !isRenamed { try? FileSystem.removeFile(temporary) }
    }

    if let mode, fchmod(descriptor, mode_t(mode)) != 0 {
      throw .unwritable(name, reason: "cannot set permissions: \(FileSystem.message(errno))")
    }
    try FileSystem.writeAll(descriptor, data, name: name)
    if let code = FileSystemFaults.code(.sync, name) ?? FileSystem.sync(descriptor) {
      throw FileSystem.writeError(name, code, "cannot sync")
    }
    isOpen = false
    // close can report a deferred write error (NFS, quota), so its result counts.
    if close(descriptor) != 0 {
      throw FileSystem.writeError(name, errno, "cannot close")
    }
    if let code = FileSystemFaults.code(.rename, name) {
      throw FileSystem.writeError(name, code, "cannot rename into place")
    }
    let renamed = FileSystem.withPath(temporary) { from in FileSystem.withPath(url) { to in rename(from, to) } }
    guard renamed == 0 else {
      throw FileSystem.writeError(name, errno, "cannot rename into place")
    }
    isRenamed = true
    try FileSystem.syncDirectory(directory, name: name)
  }

  /// Reads the whole file at `url`, or returns `nil` when there is no file there.
  ///
  /// Missing is not an error because "never written yet" is the normal first-launch state.
  ///
  /// - Throws: ``StorageError/unreadable(_:reason:)`` when the file exists but cannot be read.
  public static func read(from url: URL) throws(StorageError) -> Data? {
    let name = url.lastPathComponent
    guard let descriptor = try FileSystem.openForReading(url) else { return nil }
    defer { _ = close(descriptor) }
    let status = try FileSystem.status(of: descriptor, name: name)
    guard status.kind == .regular else { throw .unreadable(name, reason: "not a regular file") }
    return try FileSystem.readAll(descriptor, name: name)
  }

  /// `.<name>.<uuid>.tmp`: hidden, unique per write, and short enough for NAME_MAX (255) however
  /// long the target name is. Owners of a directory can recognise and sweep leftovers by shape.
  static func temporaryName(for name: String) -> String {
    ".\(name.prefix(64)).\(UUID().uuidString).tmp"
  }
}
