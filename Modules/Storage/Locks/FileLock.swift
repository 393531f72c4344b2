import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock between processes on one file (`flock`), released when the holder calls
/// ``unlock()``, is deinitialized, or dies — so a killed process never leaves it held.
///
/// Two processes sharing one data folder use it to make sure that one of them, not both, does a
/// piece of work (uploads one job, rotates one refresh token).
public final class FileLock: @unchecked Sendable {
  private let descriptor: Int32
  // NSLock, not LockedValue: it makes `unlock()` run its flock(2) and close(2) once, from any thread or deinit:
  // a critical section over a descriptor rather than a value (docs/architecture.md, one lock type).
  private let state = NSLock()
  private var isHeld = true

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { unlock() }

  /// Takes the lock if nobody holds it, or returns `nil` at once if another process (or another
  /// `FileLock` in this one) does. Creates the file (0600) and its folder (0700) if needed.
  ///
  /// - Throws: ``StorageError/unwritable(_:reason:)`` when the lock file cannot be opened.
  public static func tryLock(_ url: URL) throws(StorageError) -> FileLock? {
    let name = url.lastPathComponent
    try FileSystem.createDirectory(url.deletingLastPathComponent(), mode: 0o700)
    let descriptor = FileSystem.withPath(url) { open($0, O_RDWR | O_CREAT | O_CLOEXEC, mode_t(0o600)) }
    guard descriptor >= 0 else {
      throw .unwritable(name, reason: "cannot open lock file: \(FileSystem.message(errno))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      _ = close(descriptor)
      return nil
    }
    return FileLock(descriptor: descriptor)
  }

  /// Waits (polling every `interval` of `time`, never blocking a thread) until the lock is free, for
  /// at most `timeout` of `time`'s monotonic clock; `nil` when it stayed busy that long or the waiting
  /// task was cancelled. It tries at least once, even with a zero timeout.
  public static func lock(
    _ url: URL, timeout: Duration, interval: Duration = .milliseconds(20), time: TimeSource = .system
  ) async throws(StorageError) -> FileLock? {
    let deadline = time.uptime() + timeout
    while true {
      if let lock = try tryLock(url) { return lock }
      guard time.uptime() < deadline else { return nil }
      do { try await time.sleep(interval) } catch { return nil }
    }
  }

  /// Releases the lock (the file stays, empty, for the next holder). Calling it twice is harmless.
  public func unlock() {
    state.lock()
    defer { state.unlock() }
    guard isHeld else { return }
    isHeld = false
    _ = flock(descriptor, LOCK_UN)
    _ = close(descriptor)
  }
}
