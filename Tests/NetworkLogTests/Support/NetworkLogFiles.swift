import Foundation
import TestSupport

extension TemporaryDirectory {
  /// Where a store keeps its file: a directory that does not exist yet (the store creates it).
  var logDirectory: URL { url.appending(path: "network-log", directoryHint: .isDirectory) }
}

/// The plain file-system path.
func filePath(_ url: URL) -> String {
  url.withUnsafeFileSystemRepresentation { String(cString: $0!) }
}

/// The POSIX permission bits of the item at `url`.
func permissions(of url: URL) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: filePath(url))
  return (attributes[.posixPermissions] as? Int) ?? -1
}

/// Every file under `directory`, concatenated: what "anywhere on disk" means for the canary.
func allBytes(under directory: URL) throws -> String {
  guard let enumerator = FileManager.default.enumerator(atPath: filePath(directory)) else { return "" }
  var text = ""
  while let name = enumerator.nextObject() as? String {
    let url = directory.appending(path: name)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: filePath(url), isDirectory: &isDirectory), !isDirectory.boolValue {
      text += String(decoding: try Data(contentsOf: url), as: UTF8.self) + "\n"
    }
  }
  return text
}

/// The lines of the store's file (empty when there is no file).
func lines(of url: URL) -> [String] {
  guard let data = FileManager.default.contents(atPath: filePath(url)) else { return [] }
  return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
}
