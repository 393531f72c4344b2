#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Bionic)
  import Bionic
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the file system refused a write, for the four answers a person can act on: it is full,
/// over quota, mounted read-only, or failing. Carried by ``StorageError/disk(_:_:)``, so a host can
/// say which in words ("the disk is full") instead of quoting `strerror`.
public enum DiskFailure: Sendable, Equatable, CaseIterable {
  /// `ENOSPC`: no space left on the device.
  case noSpace
  /// `EDQUOT`: the user's disk quota is used up.
  case quotaExceeded
  /// `EROFS`: the file system is mounted read-only.
  case readOnly
  /// `EIO`: the device reported an input/output error.
  case ioError

  /// The failure an `errno` value names, or `nil` for any other code (those stay
  /// ``StorageError/unwritable(_:reason:)``).
  public init?(errno code: Int32) {
    switch code {
    case ENOSPC: self = .noSpace
    case EDQUOT: self = .quotaExceeded
    case EROFS: self = .readOnly
    case EIO: self = .ioError
    default: return nil
    }
  }

  /// The `errno` value this failure stands for.
  public var errno: Int32 {
    switch self {
    case .noSpace: ENOSPC
    case .quotaExceeded: EDQUOT
    case .readOnly: EROFS
    case .ioError: EIO
    }
  }

  /// Whether freeing space (the secure store's reserve) can make the same write succeed.
  public var isOutOfSpace: Bool { self == .noSpace || self == .quotaExceeded }
}
