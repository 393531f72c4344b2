import Foundation
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's own words for a failed file operation ("No space left on device", "Not a directory"), from
/// the POSIX error under Foundation's; Foundation's sentence only when there is none. Foundation's sentences
/// on Linux say little ("The operation could not be completed. The file doesn't exist.").
enum SystemReason {
  /// The words for the calling thread's `errno`, read at once after the call that failed.
  static func ofErrno() -> String { String(cString: strerror(errno)) }

  static func of(_ error: any Error) -> String {
    if let storage = error as? StorageError { return of(storage) }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }

  /// Storage's own reason; a full, read-only or failing disk in the system's words for it.
  private static func of(_ error: StorageError) -> String {
    switch error {
    case .unreadable(_, let reason), .unwritable(_, let reason), .corrupt(_, let reason): reason
    case .disk(_, let failure): String(cString: strerror(failure.errno))
    case .insecurePermissions(_, let mode): "permissions \(String(mode, radix: 8)) are open to others"
    case .platform(let status): "status \(status)"
    case .invalidKey(let key): "invalid key \(key)"
    }
  }
}
