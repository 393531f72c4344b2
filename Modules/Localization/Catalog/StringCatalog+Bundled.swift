import Foundation

extension StringCatalog {
  /// The resource name of the app's catalog in this module's bundle.
  static let bundledResourceName = "Localizable"

  /// The app's catalog, `Resources/Localizable.xcstrings`, parsed once per process.
  ///
  /// The package copies the file verbatim (`.copy`), so Apple's build does not compile it into
  /// `.strings` files and Linux and Apple read the same JSON (ADR 0004).
  ///
  /// ```swift
  /// let catalog = (try? StringCatalog.bundled()) ?? .empty
  /// ```
  public static func bundled() throws(LocalizationError) -> StringCatalog {
    try bundledResult.get()
  }

  /// The URL of the bundled catalog, for tools that want the file itself.
  ///
  /// ```swift
  /// let url = StringCatalog.bundledURL // …/Localizable.xcstrings
  /// ```
  public static var bundledURL: URL? {
    Bundle.module.url(forResource: bundledResourceName, withExtension: "xcstrings")
  }

  // A `static let` is initialised once, lazily and thread-safely; `Result` keeps the error too,
  // so a broken file is reported the same way on every call without re-reading it.
  private static let bundledResult: Result<StringCatalog, LocalizationError> = {
    guard let url = bundledURL else { return .failure(.catalogNotFound(name: "\(bundledResourceName).xcstrings")) }
    do throws(LocalizationError) {
      return .success(try StringCatalog(contentsOf: url))
    } catch {
      return .failure(error)
    }
  }()
}
