/// Why a String Catalog could not be loaded. Thrown at load time only: at run time a broken or
/// missing catalog degrades to the source language or the key, never to a crash.
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No resource bundle of that name (`<Package>_<Target>`) is where the program looked: the
  /// executable was copied without its `.resources` / `.bundle` folder.
  case bundleNotFound(name: String)
  /// The bundle was found but the catalog file is not in it (`name` is "bundle/file").
  case catalogNotFound(name: String)
  /// The file could not be read (it does not exist, or is not readable).
  case unreadable(path: String, reason: String)
  /// The data is not JSON.
  case invalidJSON(reason: String)
  /// The JSON is not a String Catalog: `path` is where ("strings.items.count.localizations.ru").
  case malformed(path: String, reason: String)

  /// One line for logs and the lint.
  public var description: String {
    switch self {
    case .bundleNotFound(let name): "resource bundle '\(name)' is not beside the executable"
    case .catalogNotFound(let name): "catalog '\(name)' is not in the bundle"
    case .unreadable(let path, let reason): "cannot read catalog at \(path): \(reason)"
    case .invalidJSON(let reason): "catalog is not JSON: \(reason)"
    case .malformed(let path, let reason): "catalog is malformed at '\(path)': \(reason)"
    }
  }
}
