import Storage

/// The case of a ``StorageError`` without its payload, for tests that assert the kind of failure
/// and not the exact `strerror` text (which differs between platforms).
enum StorageErrorKind: Equatable {
  case unreadable, unwritable, corrupt, insecurePermissions, platform, invalidKey, disk
}

extension StorageError {
  var kind: StorageErrorKind {
    switch self {
    case .unreadable: .unreadable
    case .unwritable: .unwritable
    case .corrupt: .corrupt
    case .insecurePermissions: .insecurePermissions
    case .platform: .platform
    case .invalidKey: .invalidKey
    case .disk: .disk
    }
  }

  /// The file (or key) name every case but `.platform` carries.
  var name: String? {
    switch self {
    case .unreadable(let name, _), .unwritable(let name, _), .corrupt(let name, _), .insecurePermissions(let name, _),
      .disk(let name, _):
      name
    case .invalidKey(let key):
      key
    case .platform:
      nil
    }
  }
}
