import Foundation
import Testing

/// A fresh, empty directory under the system temp dir, removed when the owner goes away.
///
/// Suites are `final class`es holding one of these: Swift Testing creates a suite instance per
/// test and releases it after the test, so every test gets its own directory and no test touches
/// real app data or another test's files.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "StorageTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The POSIX permission bits of the item at `url`.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: filePath(url))
  return try #require(attributes[.posixPermissions] as? Int)
}

func setPermissions(_ mode: Int, of url: URL) throws {
  try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: filePath(url))
}

/// The plain file-system path, without the trailing slash a directory URL's `path` may carry.
func filePath(_ url: URL) -> String {
  url.withUnsafeFileSystemRepresentation { String(cString: $0!) }
}

/// Names in a directory, sorted; hidden files included (that is where temporary files would be).
func entries(of directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: filePath(directory)).sorted()
}
