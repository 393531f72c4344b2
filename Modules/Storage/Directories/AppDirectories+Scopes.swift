import Foundation

extension AppDirectories {
  /// The data and caches of one scope inside these directories: `<data>/<kind>/<name>` and
  /// `<caches>/<kind>/<name>`, with `name` made safe by ``safeComponent(_:)``.
  ///
  /// Scopes keep what belongs to one server, or one account, apart from everything else, so a
  /// session, a cache or a queued upload can never be read under another one.
  public func scoped(_ kind: String, _ name: String) -> AppDirectories {
    let component = Self.safeComponent(name)
    return AppDirectories(
      dataDirectory: dataDirectory.appending(path: kind, directoryHint: .isDirectory)
        .appending(path: component, directoryHint: .isDirectory),
      cachesDirectory: cachesDirectory.appending(path: kind, directoryHint: .isDirectory)
        .appending(path: component, directoryHint: .isDirectory))
  }

  /// A file-name-safe, collision-free rendering of any text: its letters, digits, `.` and `-`
  /// (others become `_`, at most 48 characters) followed by 8 hex digits of its SHA-256. Also a
  /// valid ``SecureStoreKey`` suffix.
  public static func safeComponent(_ text: String) -> String {
    var readable = ""
    var lastWasUnderscore = false
    for scalar in text.unicodeScalars {
      let keep = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-")
      if keep {
        readable.unicodeScalars.append(scalar)
        lastWasUnderscore = false
      } else if !lastWasUnderscore {
        readable.append("_")
        lastWasUnderscore = true
      }
    }
    while readable.hasPrefix(".") || readable.hasPrefix("_") { readable.removeFirst() }
    let digest = SHA256.hash(Data(text.utf8)).hexString.prefix(8)
    return "\(readable.prefix(48))-\(digest)"
  }
}
