import Foundation
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rule for files a job names: a job may read only a direct child of the queue's own `files/`
/// folder or of a folder the host declared (``UploadQueue/Configuration/sourceFolders``), reached
/// without following a symbolic link at the folder or the file, and only a regular file with a
/// single link. A job file is data anyone with write access to the folder may have written, so
/// its `source_path` is checked like input from outside (issue 24: a tampered job moved,
/// uploaded and deleted `/etc/passwd`).
///
/// The folders' own paths are the host's and trusted as given; from the folder down nothing is
/// followed (`O_NOFOLLOW` on the folder's last component and on the file, `fstat` on what was
/// opened), so the checked file is the file used.
struct UploadSourceContainment: Sendable {
  /// Standardized absolute paths of the allowed folders, the queue's `files/` first.
  let folders: [String]

  init(queueFiles: URL, declared: [URL]) {
    var folders: [String] = []
    for folder in [queueFiles] + declared {
      let path = Self.normalized(folder.standardizedFileURL.path(percentEncoded: false))
      if !path.isEmpty, !folders.contains(path) { folders.append(path) }
    }
    self.folders = folders
  }

  /// The folder and name `path` names, checked by its text alone (nothing is touched).
  ///
  /// - Throws: ``UploadContainmentError/notAbsolute``, ``UploadContainmentError/dotComponent`` or
  ///   ``UploadContainmentError/outsideAllowedFolders``.
  func locate(_ path: String) throws(UploadContainmentError) -> (folder: String, name: String) {
    guard path.hasPrefix("/") else { throw .notAbsolute }
    let components = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }), let name = components.last else {
      throw .dotComponent
    }
    let folder = "/" + components.dropLast().joined(separator: "/")
    guard folders.contains(folder) else { throw .outsideAllowedFolders }
    return (folder, String(name))
  }

  /// Whether a file the host hands to `enqueue` lies in an allowed folder, i.e. whether a job may
  /// remember it as its source (a kill before the move is then finished by the upload step).
  func allows(_ file: URL) -> Bool {
    (try? locate(file.standardizedFileURL.path(percentEncoded: false))) != nil
  }

  /// Opens the file `path` names for reading, after ``locate(_:)`` and without following a
  /// symbolic link; `nil` when the folder or the file does not exist.
  ///
  /// - Throws: ``UploadContainmentError`` when the path or what it leads to is refused; the file is
  ///   then not read.
  func openSource(_ path: String) throws(UploadContainmentError) -> OpenedSource? {
    let (folder, name) = try locate(path)
    let directory = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
    guard directory >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw Self.refusal(code)
    }
    // O_NONBLOCK: opening a FIFO planted under the name must not hang the queue.
    let file = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else {
      let code = errno
      _ = close(directory)
      if code == ENOENT { return nil }
      throw Self.refusal(code)
    }
    var info = stat()
    guard fstat(file, &info) == 0 else {
      let code = errno
      _ = close(file)
      _ = close(directory)
      throw .unreadable(errno: code)
    }
    var refusal: UploadContainmentError?
    if info.st_mode & S_IFMT != S_IFREG {
      refusal = .notRegularFile
    } else if info.st_nlink != 1 {
      refusal = .multipleLinks
    }
    if let refusal {
      _ = close(file)
      _ = close(directory)
      throw refusal
    }
    return OpenedSource(directory: directory, file: file, name: name, info: info)
  }

  /// ELOOP is what `O_NOFOLLOW` answers for a symbolic link (ENOTDIR for a linked folder on some
  /// systems, EMLINK on FreeBSD).
  static func refusal(_ code: Int32) -> UploadContainmentError {
    switch code {
    case ELOOP, EMLINK: .symbolicLink
    case ENOTDIR: .symbolicLink
    case ENXIO, ENODEV: .notRegularFile
    default: .unreadable(errno: code)
    }
  }

  /// `/a//b/` → `/a/b`: only what `standardizedFileURL` may leave behind.
  private static func normalized(_ path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    return "/" + parts.joined(separator: "/")
  }
}

/// A source file held open after the containment check, with its folder, so every later
/// operation (hash, rename, unlink) acts on the checked entry, not on whatever the path names by
/// then.
final class OpenedSource {
  let directory: Int32
  let file: Int32
  let name: String
  let info: stat

  init(directory: Int32, file: Int32, name: String, info: stat) {
    self.directory = directory
    self.file = file
    self.name = name
    self.info = info
  }

  deinit {
    _ = close(file)
    _ = close(directory)
  }

  var size: Int { Int(info.st_size) }

  /// SHA-256 of the whole file, read through the checked descriptor.
  func sha256() throws(UploadContainmentError) -> String {
    guard lseek(file, 0, SEEK_SET) == 0 else { throw .unreadable(errno: errno) }
    var hasher = SHA256()
    var chunk = [UInt8](repeating: 0, count: 256 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count > 0 {
        hasher.update(chunk[0..<count])
      } else if count == 0 {
        return hasher.finalize().hexString
      } else if errno != EINTR {
        throw .unreadable(errno: errno)
      }
    }
  }

  /// Whether the name still leads to the file that was checked (same device and inode, not a
  /// link): nothing is renamed or unlinked after someone swapped the entry.
  var isStillInPlace: Bool {
    var now = stat()
    guard fstatat(directory, name, &now, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
    return now.st_dev == info.st_dev && now.st_ino == info.st_ino && now.st_mode & S_IFMT == S_IFREG
  }
}
