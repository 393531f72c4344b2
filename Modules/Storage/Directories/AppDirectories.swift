import Foundation

/// Where an application keeps its files on this machine.
///
/// - `home` given (a host's own override, e.g. from its `MYTOOL_HOME` variable): data
///   `<home>/data`, caches `<home>/caches`.
/// - Linux (XDG): data `$XDG_DATA_HOME/<name>` (default `~/.local/share/<name>`), caches
///   `$XDG_CACHE_HOME/<name>` (default `~/.cache/<name>`), `<name>` = the app name in lowercase.
/// - Apple: `Application Support/<id>` and `Caches/<id>`, `<id>` = bundle id or the app name.
///
/// Resolution only computes paths; nothing is created until ``createIfNeeded(_:)``.
public struct AppDirectories: Sendable, Equatable {
  /// Durable app data (Application Support on Apple platforms). Not purged by the system.
  public let dataDirectory: URL

  /// Re-creatable data the system (or the user) may delete at any time.
  public let cachesDirectory: URL

  /// Uses explicit locations, e.g. a temporary directory in tests.
  public init(dataDirectory: URL, cachesDirectory: URL) {
    self.dataDirectory = dataDirectory
    self.cachesDirectory = cachesDirectory
  }

  /// Resolves the platform locations of `appName`. `home` relocates everything (empty counts as
  /// unset; a relative path resolves against the current directory). `environment` supplies
  /// `HOME` and the XDG variables and is injected so tests never touch the real home directory;
  /// `bundleIdentifier` only matters on Apple platforms.
  public init(
    appName: String,
    home: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    bundleIdentifier: String? = Bundle.main.bundleIdentifier
  ) {
    if let root = Self.root(home) {
      self.init(
        dataDirectory: root.appending(path: "data", directoryHint: .isDirectory),
        cachesDirectory: root.appending(path: "caches", directoryHint: .isDirectory)
      )
    } else {
      #if canImport(Darwin)
        self = Self.apple(appName: appName, bundleIdentifier: bundleIdentifier)
      #else
        self = Self.xdg(appName: appName, environment: environment)
      #endif
    }
  }

  /// Creates `directory` (and missing parents) with mode `0700` if it does not exist, and returns
  /// it. An existing directory is left as it is.
  ///
  /// - Throws: ``StorageError/unwritable(_:reason:)`` when it cannot be created or is a file.
  @discardableResult
  public func createIfNeeded(_ directory: URL) throws(StorageError) -> URL {
    try FileSystem.createDirectory(directory, mode: 0o700)
    return directory
  }
}
