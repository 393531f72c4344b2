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

extension FileSystem {
  /// Creates `directory` and any missing parents with exactly `mode`; existing directories are left
  /// as they are. Each new directory is chmod'ed after `mkdir`, because `mkdir` applies the umask
  /// and a process with an unusual umask would otherwise get a different mode than asked for.
  static func createDirectory(_ directory: URL, mode: UInt16 = 0o700) throws(StorageError) {
    let directory = directory.absoluteURL.standardizedFileURL
    let name = directory.lastPathComponent
    if let existing = try status(of: directory) {
      guard existing.kind == .directory else { throw .unwritable(name, reason: "exists and is not a directory") }
      return
    }
    // "/" always exists, so this recursion stops at the latest there.
    try createDirectory(directory.deletingLastPathComponent(), mode: mode)
    if let code = FileSystemFaults.code(.makeDirectory, name) { throw writeError(name, code, "cannot create") }
    if withPath(directory, { mkdir($0, mode_t(mode)) }) != 0 {
      let code = errno
      // Another thread or process created it between our stat and mkdir: that is the goal anyway.
      if code == EEXIST, try status(of: directory)?.kind == .directory { return }
      throw writeError(name, code, "cannot create")
    }
    if withPath(directory, { chmod($0, mode_t(mode)) }) != 0 {
      throw .unwritable(name, reason: message(errno))
    }
  }
}
