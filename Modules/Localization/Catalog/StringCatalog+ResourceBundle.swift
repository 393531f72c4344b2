import Foundation

extension StringCatalog {
  /// Loads `<resource>.xcstrings` from a SwiftPM resource bundle that is looked up by name,
  /// without `Bundle.module`: SwiftPM's generated accessor stops the process (a fatal error) when
  /// the bundle is not beside the executable, while this throws a ``LocalizationError`` you can
  /// fall back from (see ``orEmpty(diagnostics:_:)``).
  ///
  /// SwiftPM names a target's bundle `<Package>_<Target>` — a `.resources` folder on Linux, a
  /// `.bundle` on Apple platforms — and copies it beside the executable (or into an app's
  /// resources). Copy the catalog verbatim (`resources: [.copy("Resources/Localizable.xcstrings")]`)
  /// so Apple builds do not compile it into `.strings` files.
  ///
  /// Throws ``LocalizationError/bundleNotFound(name:)`` when no bundle of that name is in
  /// `directories`, ``LocalizationError/catalogNotFound(name:)`` when the bundle lacks the file,
  /// and the parse errors of ``init(data:)`` when the file is not a catalog.
  public init(
    resource: String = "Localizable",
    inBundleNamed bundleName: String,
    searching directories: [URL] = StringCatalog.resourceBundleDirectories
  ) throws(LocalizationError) {
    guard let bundle = Self.resourceBundleURL(named: bundleName, searching: directories) else {
      throw .bundleNotFound(name: bundleName)
    }
    let file = "\(resource).xcstrings"
    // A Linux `.resources` folder is flat; an Apple `.bundle` keeps resources in Contents/Resources
    // on macOS and at the top on iOS.
    let candidates = [bundle.appendingPathComponent(file), bundle.appendingPathComponent("Contents/Resources/\(file)")]
    guard let url = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
      throw .catalogNotFound(name: "\(bundleName)/\(file)")
    }
    try self.init(contentsOf: url)
  }

  /// Where ``init(resource:inBundleNamed:searching:)`` looks for resource bundles by default: the
  /// main bundle's folder (beside a command-line executable) and its resources (an app), then the
  /// folders holding every loaded bundle (a test bundle's neighbours).
  public static var resourceBundleDirectories: [URL] {
    var directories = [Bundle.main.bundleURL]
    if let resources = Bundle.main.resourceURL { directories.append(resources) }
    directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    var seen: Set<String> = []
    return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// The first `<name>.resources` or `<name>.bundle` folder in `directories`, or `nil`.
  public static func resourceBundleURL(named name: String, searching directories: [URL]) -> URL? {
    for directory in directories {
      for suffix in ["resources", "bundle"] {
        let candidate = directory.appendingPathComponent("\(name).\(suffix)", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
          return candidate
        }
      }
    }
    return nil
  }

  /// The catalog `load` returns, or ``empty`` when it throws: the reason is logged once through
  /// `diagnostics` (at `notice`) and every lookup shows its key. This is how a missing bundle, a
  /// missing file or a corrupt catalog degrades instead of stopping the program.
  public static func orEmpty(
    diagnostics: LocalizationDiagnostics = LocalizationDiagnostics(),
    _ load: () throws -> StringCatalog
  ) -> StringCatalog {
    do {
      return try load()
    } catch {
      diagnostics.catalogUnavailable(error)
      return .empty
    }
  }
}
