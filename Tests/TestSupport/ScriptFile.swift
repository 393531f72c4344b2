import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Executable scripts for tests (stand-in players, voices, capture commands), written so they can be run at once.
///
/// The file is opened with `O_CLOEXEC`: a process spawned elsewhere in this test process while the script is being
/// written then never keeps it open for writing past its `exec`, and Linux would refuse to execute a file open for
/// writing (`ETXTBSY`) for as long as such a process lives — longer than any launch retry.
public enum ScriptFile {
  /// Writes `text` to `url` with mode 0755, replacing what was there. Throws the `POSIXError` of a failed open or chmod, or what writing throws.
  public static func write(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
    guard fchmod(descriptor, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }
}
