import Foundation
import Testing

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
