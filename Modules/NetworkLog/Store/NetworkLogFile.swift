import Foundation
import Observability
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk side of a ``NetworkLogStore``: one JSON-lines file, `0600`, in a `0700` directory. An
/// actor of its own, so the store keeps answering reads (from memory) while a batch is written.
///
/// Appends use `O_APPEND` without `fsync`: this is a debugging aid, and a crash can at worst lose the
/// last batch or leave a torn last line, which the loader skips (and the next append starts on a
/// fresh line). Compactions are crash-safe whole-file replacements (`AtomicFile`).
actor NetworkLogFile {
  let directory: URL
  let url: URL
  private let logger: Logger

  init(directory: URL, fileName: String, logger: Logger) {
    self.directory = directory
    self.url = directory.appending(path: fileName, directoryHint: .notDirectory)
    self.logger = logger
  }

  /// Appends one line per entry. Returns whether it worked; failures are logged (file name only).
  /// `sizeHint`: about how many bytes the lines take (the store's sizes), to size the buffer once.
  func append(_ entries: [StoredEntry], sizeHint: Int = 0) -> Bool {
    guard !entries.isEmpty else { return true }
    guard createDirectory(), var data = encode(entries, sizeHint: sizeHint) else { return false }
    let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      // O_RDWR to check the last byte; O_NOFOLLOW: never write through a symlink planted at our name;
      // O_NONBLOCK: never hang on a FIFO (refused below as not a regular file).
      return open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    }
    guard descriptor >= 0 else { return failed("cannot open", errno) }
    defer { _ = close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return failed("cannot stat", errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { return failed("not a regular file", 0) }
    if info.st_mode & 0o777 != 0o600, fchmod(descriptor, 0o600) != 0 { return failed("cannot set permissions", errno) }
    if info.st_size > 0 {
      var last: UInt8 = 0
      // A torn last line (crash mid-append) must not swallow the first new line.
      if pread(descriptor, &last, 1, off_t(info.st_size) - 1) == 1, last != UInt8(ascii: "\n") {
        data.insert(UInt8(ascii: "\n"), at: data.startIndex)
      }
    }
    let failure: Int32? = data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno != EINTR, errno != EAGAIN {
          return errno
        }
      }
      return nil
    }
    if let failure { return failed("cannot write", failure) }
    return true
  }

  /// Replaces the file with exactly these entries (atomically, `0600`); no entries removes it.
  func rewrite(_ entries: [StoredEntry], sizeHint: Int = 0) -> Bool {
    guard !entries.isEmpty else { return remove() }
    guard createDirectory(), var bytes = encode(entries, sizeHint: sizeHint) else { return false }
    return bytes.withUnsafeMutableBytes { raw in
      do {
        // No copy into a `Data`: at the cap this is ~2 MB, and it only lives for this call.
        let data = Data(bytesNoCopy: raw.baseAddress!, count: raw.count, deallocator: .none)
        try AtomicFile.write(data, to: url, permissions: 0o600)
        return true
      } catch {
        logger.error(
          "network log: cannot rewrite \(url.lastPathComponent, privacy: .public): \(String(describing: error), privacy: .public)"
        )
        return false
      }
    }
  }

  /// Deletes the file; a missing file is success.
  func remove() -> Bool {
    let result = url.withUnsafeFileSystemRepresentation { path in path.map { unlink($0) } ?? -1 }
    if result == 0 || errno == ENOENT { return true }
    return failed("cannot remove", errno)
  }

  private func encode(_ entries: [StoredEntry], sizeHint: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sizeHint)
    for entry in entries { entry.appendLine(to: &bytes) }
    return bytes.isEmpty ? nil : bytes
  }

  private func createDirectory() -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      return true
    } catch {
      logger.error("network log: cannot create its directory: \(String(describing: error), privacy: .public)")
      return false
    }
  }

  private func failed(_ what: String, _ code: Int32) -> Bool {
    let reason = code == 0 ? "" : ": " + String(cString: strerror(code))
    logger.error(
      "network log: \(what, privacy: .public) \(url.lastPathComponent, privacy: .public)\(reason, privacy: .public)")
    return false
  }
}
