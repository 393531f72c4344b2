/// Why a String Catalog could not be loaded. Thrown at load time only: at run time a broken or
/// missing catalog degrades to the source language or the key, never to a crash.
///
/// ```swift
/// do { catalog = try StringCatalog(data: data) }
/// catch { logger.error("catalog unusable: \(error, privacy: .public)"); catalog = .empty }
/// ```
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No resource bundle of that name (`<Package>_<Target>`) is where the program looked: the
  /// executable was copied without its `.resources` / `.bundle` folder.
  ///
  /// ```swift
  /// LocalizationError.bundleNotFound(name: "MyTool_MyTool").description
  /// // "resource bundle 'MyTool_MyTool' is not beside the executable"
  /// ```
  case bundleNotFound(name: String)
  /// The bundle was found but the catalog file is not in it (`name` is "bundle/file").
  ///
  /// ```swift
  /// LocalizationError.catalogNotFound(name: "MyTool_MyTool/Localizable.xcstrings")
  /// ```
  case catalogNotFound(name: String)
  /// The file could not be read (it does not exist, or is not readable).
  ///
  /// ```swift
  /// LocalizationError.unreadable(path: "/tmp/x.xcstrings", reason: "No such file")
  /// ```
  case unreadable(path: String, reason: String)
  /// The data is not JSON.
  ///
  /// ```swift
  /// LocalizationError.invalidJSON(reason: "unexpected end of file")
  /// ```
  case invalidJSON(reason: String)
  /// The JSON is not a String Catalog: `path` is where ("strings.items.count.localizations.ru").
  ///
  /// ```swift
  /// LocalizationError.malformed(path: "sourceLanguage", reason: "is empty")
  /// ```
  case malformed(path: String, reason: String)

  /// One line for logs and the lint.
  ///
  /// ```swift
  /// "\(LocalizationError.invalidJSON(reason: "unexpected end"))" // "catalog is not JSON: unexpected end"
  /// ```
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
