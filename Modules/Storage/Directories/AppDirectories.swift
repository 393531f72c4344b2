import Foundation

/// Where Chatterbox keeps its files on this machine.
///
/// - `CHATTERBOX_HOME` set: data `$CHATTERBOX_HOME/data`, caches `$CHATTERBOX_HOME/caches`.
/// - Linux (XDG): data `$XDG_DATA_HOME/chatterbox` (default `~/.local/share/chatterbox`), caches
///   `$XDG_CACHE_HOME/chatterbox` (default `~/.cache/chatterbox`).
/// - Apple: `Application Support/<id>` and `Caches/<id>`, `<id>` = bundle id or "Chatterbox".
///
/// Resolution only computes paths; nothing is created until ``createIfNeeded(_:)``.
///
/// ```swift
/// let dirs = AppDirectories()
/// let recordings = try dirs.createIfNeeded(dirs.recordingsDirectory)
/// ```
public struct AppDirectories: Sendable, Equatable {
  /// The environment variable that relocates everything, for development and tests.
  ///
  /// ```swift
  /// let dirs = AppDirectories(environment: [AppDirectories.overrideVariable: "/tmp/cb"])
  /// ```
  public static let overrideVariable = "CHATTERBOX_HOME"

  /// Durable app data (Application Support on Apple platforms). Not purged by the system.
  ///
  /// ```swift
  /// let settings = dirs.dataDirectory.appending(path: "settings.json")
  /// ```
  public let dataDirectory: URL

  /// Re-creatable data the system (or the user) may delete at any time.
  ///
  /// ```swift
  /// let thumbnails = dirs.cachesDirectory.appending(path: "thumbnails", directoryHint: .isDirectory)
  /// ```
  public let cachesDirectory: URL

  /// Recorded takes, kept until uploaded and confirmed: `<data>/recordings`.
  ///
  /// ```swift
  /// let take = dirs.recordingsDirectory.appending(path: "\(id).m4a")
  /// ```
  public var recordingsDirectory: URL {
    dataDirectory.appending(path: "recordings", directoryHint: .isDirectory)
  }

  /// Upload bookkeeping (pending upload state) under data: `<data>/uploads`.
  ///
  /// ```swift
  /// let pending = dirs.uploadsDirectory.appending(path: "pending.json")
  /// ```
  public var uploadsDirectory: URL {
    dataDirectory.appending(path: "uploads", directoryHint: .isDirectory)
  }

  /// Uses explicit locations, e.g. a temporary directory in tests.
  ///
  /// ```swift
  /// let dirs = AppDirectories(
  ///   dataDirectory: tmp.appending(path: "data"), cachesDirectory: tmp.appending(path: "caches"))
  /// ```
  public init(dataDirectory: URL, cachesDirectory: URL) {
    self.dataDirectory = dataDirectory
    self.cachesDirectory = cachesDirectory
  }

  /// Resolves the platform locations from `environment`, which is injected so tests never depend
  /// on (or touch) the real home directory. `bundleIdentifier` only matters on Apple platforms.
  ///
  /// ```swift
  /// let dirs = AppDirectories(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"])
  /// // Linux: dirs.dataDirectory.path == "/data/chatterbox"
  /// ```
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    bundleIdentifier: String? = Bundle.main.bundleIdentifier
  ) {
    if let root = Self.overrideRoot(in: environment) {
      self.init(
        dataDirectory: root.appending(path: "data", directoryHint: .isDirectory),
        cachesDirectory: root.appending(path: "caches", directoryHint: .isDirectory)
      )
    } else {
      #if canImport(Darwin)
      self = Self.apple(bundleIdentifier: bundleIdentifier)
      #else
      self = Self.xdg(environment: environment)
      #endif
    }
  }

  /// Creates `directory` (and missing parents) with mode `0700` if it does not exist, and returns
  /// it. An existing directory is left as it is.
  ///
  /// ```swift
  /// let uploads = try dirs.createIfNeeded(dirs.uploadsDirectory)
  /// ```
  /// - Throws: ``StorageError/unwritable(_:reason:)`` when it cannot be created or is a file.
  @discardableResult
  public func createIfNeeded(_ directory: URL) throws(StorageError) -> URL {
    try FileSystem.createDirectory(directory, mode: 0o700)
    return directory
  }
}
