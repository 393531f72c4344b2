import Foundation

/// A fresh, empty folder under the system's temporary folder, named after the test target that made it and
/// removed when its owner lets go of it (or at ``cleanUp()``), so no test touches real app data or another
/// test's files. Suites are `final class`es or structs holding one: Swift Testing creates a suite instance per
/// test, so every test gets its own folder.
public final class TemporaryDirectory: Sendable {
  /// The folder; it exists from `init` until the owner lets go.
  public let url: URL

  /// Creates the folder, `<temp>/<TestTarget>-<UUID>`; throws when it cannot be created.
  public init(fileID: String = #fileID) throws {
    let target = fileID.split(separator: "/").first.map(String.init) ?? "Tests"
    url = FileManager.default.temporaryDirectory
      .appending(path: "\(target)-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { cleanUp() }

  /// A file name in the folder (not created).
  public func file(_ name: String) -> URL { url.appending(path: name, directoryHint: .notDirectory) }

  /// A folder in the folder, created.
  public func subdirectory(_ name: String) throws -> URL {
    let folder = url.appending(path: name, directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The names in the folder, sorted; hidden files included.
  public func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// Removes the folder and everything in it now.
  public func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
