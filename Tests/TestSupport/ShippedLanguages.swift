import Foundation

/// The languages the app ships: every language of its String Catalog
/// (`Modules/ChatterboxPresentation/Resources/Localizable.xcstrings`), read from the source
/// file, so adding a language to the catalog adds it to every test that loops over languages.
/// The catalog is the one list; tests never spell the languages out.
public enum ShippedLanguages {
  /// The catalog's source file.
  public static let catalogURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Modules/ChatterboxPresentation/Resources/Localizable.xcstrings")

  /// The source language first (`en`), then the others in ascending order. Stops the test process
  /// with the reason when the catalog cannot be read: an empty list would let every loop pass.
  public static let all: [String] = {
    do { return try languages(inCatalogAt: catalogURL) } catch {
      fatalError("ShippedLanguages: cannot read \(catalogURL.path): \(error)")
    }
  }()

  /// The languages of the catalog at `url`: its `sourceLanguage` first, then every language that
  /// has at least one localization, ascending. Throws when the file is unreadable or is not a
  /// String Catalog (no `sourceLanguage` or no `strings`).
  public static func languages(inCatalogAt url: URL) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
    guard let catalog = object as? [String: Any], let source = catalog["sourceLanguage"] as? String,
      let strings = catalog["strings"] as? [String: Any]
    else { throw CocoaError(.fileReadCorruptFile) }
    var others = Set<String>()
    for case let entry as [String: Any] in strings.values {
      if let localizations = entry["localizations"] as? [String: Any] { others.formUnion(localizations.keys) }
    }
    others.remove(source)
    return [source] + others.sorted()
  }
}
