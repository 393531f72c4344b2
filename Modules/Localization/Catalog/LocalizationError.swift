/// Why a String Catalog could not be loaded. Thrown at load time only: at run time a broken or
/// missing catalog degrades to the source language or the key, never to a crash.
///
/// ```swift
/// do { catalog = try StringCatalog(data: data) }
/// catch { logger.error("catalog unusable: \(error, privacy: .public)"); catalog = .empty }
/// ```
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The resource is not in the bundle.
  case catalogNotFound(name: String)
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The data is not JSON.
  case invalidJSON(reason: String)
  /// The JSON is not a String Catalog: `path` is where ("strings.cues.count.localizations.ru").
  case malformed(path: String, reason: String)

  /// One line for logs and the lint.
  ///
  /// ```swift
  /// "\(LocalizationError.invalidJSON(reason: "unexpected end"))" // "catalog is not JSON: unexpected end"
  /// ```
  public var description: String {
    switch self {
    case .catalogNotFound(let name): "catalog '\(name)' is not in the bundle"
    case .unreadable(let path, let reason): "cannot read catalog at \(path): \(reason)"
    case .invalidJSON(let reason): "catalog is not JSON: \(reason)"
    case .malformed(let path, let reason): "catalog is malformed at '\(path)': \(reason)"
    }
  }
}
