import Foundation

extension AppDirectories {
  /// The host's override as a directory URL. Empty counts as unset; a relative value resolves
  /// against the current directory, so `MYTOOL_HOME=.mytool` works from a checkout.
  static func root(_ home: String?) -> URL? {
    guard let value = home, !value.isEmpty else { return nil }
    return URL(fileURLWithPath: value, isDirectory: true).standardizedFileURL
  }

  /// XDG Base Directory resolution. The spec says relative values must be ignored as invalid,
  /// and an empty value means unset; both fall back to the defaults under `$HOME`.
  static func xdg(appName: String, environment: [String: String]) -> AppDirectories {
    // Lowercase, as XDG applications name their folders.
    let folder = appName.lowercased()
    let home = absolutePath(environment["HOME"]) ?? NSHomeDirectory()
    let homeURL = URL(fileURLWithPath: home, isDirectory: true)
    let dataBase =
      absolutePath(environment["XDG_DATA_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? homeURL.appending(path: ".local/share", directoryHint: .isDirectory)
    let cacheBase =
      absolutePath(environment["XDG_CACHE_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? homeURL.appending(path: ".cache", directoryHint: .isDirectory)
    return AppDirectories(
      dataDirectory: dataBase.appending(path: folder, directoryHint: .isDirectory).standardizedFileURL,
      cachesDirectory: cacheBase.appending(path: folder, directoryHint: .isDirectory).standardizedFileURL
    )
  }

  private static func absolutePath(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }

  #if canImport(Darwin)
    /// Application Support and Caches, each with a per-app folder. Sandboxed apps already get a
    /// private container, but unsandboxed macOS builds and the CLI share `~/Library`, hence the folder.
    static func apple(appName: String, bundleIdentifier: String?) -> AppDirectories {
      let folder = bundleIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? appName
      return AppDirectories(
        dataDirectory: URL.applicationSupportDirectory.appending(path: folder, directoryHint: .isDirectory),
        cachesDirectory: URL.cachesDirectory.appending(path: folder, directoryHint: .isDirectory)
      )
    }
  #endif
}
