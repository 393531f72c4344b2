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

/// Thin POSIX wrappers shared by the file-backed types.
///
/// They exist because `FileManager` and `Data.write(options: .atomic)` can neither fsync nor set a
/// mode on the temporary file before it is renamed into place, and both matter for secrets.
/// Every helper throws ``StorageError`` carrying the file *name* only, so errors stay safe to log.
enum FileSystem {
  /// What `stat` says about a path, reduced to what the callers decide on.
  struct Status: Equatable {
    enum Kind: Equatable { case regular, directory, other }

    let kind: Kind
    /// `st_mode & 0o7777`: the permission bits, including setuid/setgid/sticky.
    let permissions: UInt16

    /// True when group or others have any access; secrets are refused in that case.
    var isAccessibleByOthers: Bool { permissions & 0o077 != 0 }

    init(_ info: stat) {
      switch info.st_mode & 0o170000 {
      case 0o100000: kind = .regular
      case 0o040000: kind = .directory
      default: kind = .other
      }
      permissions = UInt16(truncatingIfNeeded: info.st_mode & 0o7777)
    }
  }

  /// The error for a failed write step: ``StorageError/disk(_:_:)`` for a full, over-quota,
  /// read-only or failing disk (which a host can name in words), else
  /// ``StorageError/unwritable(_:reason:)`` with `what` and the `strerror` text.
  static func writeError(_ name: String, _ code: Int32, _ what: String) -> StorageError {
    if let failure = DiskFailure(errno: code) { return .disk(name, failure) }
    return .unwritable(name, reason: "\(what): \(message(code))")
  }

  /// The `strerror` text for an errno value, e.g. "No such file or directory".
  static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Calls `body` with the URL's file-system path. A URL with no such representation (not a file
  /// URL) gets the empty path, which every syscall rejects with ENOENT.
  static func withPath<R>(_ url: URL, _ body: (UnsafePointer<CChar>) -> R) -> R {
    url.withUnsafeFileSystemRepresentation { path in
      if let path { return body(path) }
      return "".withCString { body($0) }
    }
  }

  /// `stat` (following symlinks); `nil` when nothing exists at the path.
  static func status(of url: URL) throws(StorageError) -> Status? {
    var info = stat()
    let result = withPath(url) { stat($0, &info) }
    if result == 0 { return Status(info) }
    let code = errno
    if code == ENOENT || code == ENOTDIR { return nil }
    throw .unreadable(url.lastPathComponent, reason: message(code))
  }

  /// `fstat` on an open descriptor, so the checked file is the one being read (no TOCTOU gap).
  static func status(of descriptor: Int32, name: String) throws(StorageError) -> Status {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(name, reason: message(errno)) }
    return Status(info)
  }

  /// Opens a file read-only; `nil` when it does not exist. `noFollow` refuses a symlink (ELOOP).
  static func openForReading(_ url: URL, noFollow: Bool = false) throws(StorageError) -> Int32? {
    let flags = O_RDONLY | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0)
    while true {
      let descriptor = withPath(url) { open($0, flags) }
      if descriptor >= 0 { return descriptor }
      let code = errno
      if code == EINTR { continue }
      if code == ENOENT { return nil }
      throw .unreadable(url.lastPathComponent, reason: message(code))
    }
  }

  /// Reads from the current offset to end of file.
  static func readAll(_ descriptor: Int32, name: String) throws(StorageError) -> Data {
    var result = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        result.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return result
      } else if errno != EINTR {
        throw .unreadable(name, reason: message(errno))
      }
    }
  }

  /// Writes every byte, retrying short writes and EINTR.
  static func writeAll(_ descriptor: Int32, _ data: Data, name: String) throws(StorageError) {
    if let code = FileSystemFaults.code(.write, name) { throw writeError(name, code, "cannot write") }
    let failure: Int32? = data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written >= 0 {
          offset += written
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
    if let failure { throw writeError(name, failure, "cannot write") }
  }

  /// Flushes a descriptor to stable storage. On Apple platforms plain `fsync` only reaches the
  /// drive's cache, so `F_FULLFSYNC` is tried first; it falls back for file systems without it.
  static func sync(_ descriptor: Int32) -> Int32? {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { return errno }
    }
    return nil
  }

  /// Makes a rename or unlink in `directory` durable. File systems that cannot sync a directory
  /// (EINVAL/ENOTSUP) have nothing to flush, so that is not an error.
  static func syncDirectory(_ directory: URL, name: String) throws(StorageError) {
    let descriptor = withPath(directory) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw .unwritable(name, reason: "cannot open directory to sync: \(message(errno))")
    }
    defer { _ = close(descriptor) }
    if let code = FileSystemFaults.code(.syncDirectory, name) ?? sync(descriptor), code != EINVAL, code != ENOTSUP {
      throw writeError(name, code, "cannot sync directory")
    }
  }

  /// Deletes a file; a missing file is success, because the goal (no file) already holds.
  static func removeFile(_ url: URL) throws(StorageError) {
    let name = url.lastPathComponent
    if let code = FileSystemFaults.code(.remove, name) { throw writeError(name, code, "cannot delete") }
    if withPath(url, { unlink($0) }) == 0 { return }
    let code = errno
    if code != ENOENT { throw writeError(name, code, "cannot delete") }
  }
}
