import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sets a file's dates with `utimensat(2)`, the call the wall-clock shim of `../shared/tools/clockshift` moves
/// back as it moves `stat(2)` forward, so a test that ages a file holds with the clock moved
/// (`FileManager.setAttributes` writes the date by another call, which the shim leaves alone).
public enum FileDates {
  /// Sets `path`'s access and modification dates to `date`; throws `POSIXError` when the call fails.
  public static func setModificationDate(_ date: Date, ofItemAt path: String) throws {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    let stamp = timespec(tv_sec: Int(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
    let times = [stamp, stamp]
    guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }
}
