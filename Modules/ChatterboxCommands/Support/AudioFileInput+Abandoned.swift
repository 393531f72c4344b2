import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies a killed process left behind. A live copy is locked (`flock`) by the input that made it for as
/// long as it lives, and the kernel drops that lock when the process dies, however it dies; so a copy
/// nobody holds is abandoned. Only files that are ours are touched: named as our copies, regular (no
/// link is followed), owned by this user, and a minute older than the new copy by the file system's own
/// clock (a copy is locked the moment after it is created; the minute covers that moment).
extension AudioFileInput {
  /// How every private copy's name starts (it ends in `.wav`).
  static let copyPrefix = "chatterbox-recording-"

  /// How much older than the new copy an unlocked copy must be to count as abandoned, in seconds.
  static let abandonedAfter = 60

  /// Deletes the abandoned copies in `folder`, judged against `fresh`, the descriptor of the copy just
  /// made there. Best effort: a file it cannot open, read or lock is left as it is.
  static func sweepAbandonedCopies(in folder: URL, besides fresh: Int32) {
    var own = stat()
    guard fstat(fresh, &own) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return }
    for name in names where name.hasPrefix(copyPrefix) && name.hasSuffix(".wav") {
      let path = folder.appendingPathComponent(name).path
      var seen = stat()
      // lstat first: a FIFO or a device of that name is never opened, a symbolic link never followed.
      guard lstat(path, &seen) == 0, seen.st_mode & S_IFMT == S_IFREG, seen.st_uid == own.st_uid,
        seen.st_ino != own.st_ino || seen.st_dev != own.st_dev,
        modified(own) - modified(seen) > abandonedAfter
      else { continue }
      let descriptor = openWithoutFollowing(path)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      var opened = stat()
      guard fstat(descriptor, &opened) == 0, opened.st_ino == seen.st_ino, opened.st_dev == seen.st_dev,
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
      else { continue }
      unlink(path)
    }
  }

  private static func modified(_ status: stat) -> Int {
    #if canImport(Darwin)
      Int(status.st_mtimespec.tv_sec)
    #else
      Int(status.st_mtim.tv_sec)
    #endif
  }
}

/// `path` opened for reading only if it is not a symbolic link, without waiting (a FIFO never blocks).
private func openWithoutFollowing(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
}
