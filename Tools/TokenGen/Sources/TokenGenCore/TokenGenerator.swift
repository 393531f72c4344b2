import Foundation

/// The generator's core, shared by the `token-gen` command and the DesignTokens tests (which run
/// it in-process to prove the checked-in files fresh): `tokens.json` in, Swift files out.
///
/// ```swift
/// let data = try Data(contentsOf: URL(fileURLWithPath: "Modules/DesignTokens/tokens.json"))
/// let files = try TokenGenerator.generate(fromJSON: data)
/// let stale = TokenGenerator.staleness(of: files, in: URL(fileURLWithPath: "Modules/DesignTokens/Generated"))
/// ```
public enum TokenGenerator {
  /// The first line of every generated file.
  ///
  /// ```swift
  /// file.contents.hasPrefix(TokenGenerator.header) // true
  /// ```
  public static let header = SwiftSource.header

  /// The command that regenerates the repository's files (run from the repository root).
  ///
  /// ```swift
  /// print("run: \(TokenGenerator.regenerateCommand)")
  /// ```
  public static let regenerateCommand = SwiftSource.regenerateCommand

  /// Parses, resolves aliases and validates; the typed tokens, or the first problem found.
  ///
  /// ```swift
  /// let catalog = try TokenGenerator.catalog(fromJSON: data)
  /// catalog.spacing.map(\.name)
  /// ```
  public static func catalog(fromJSON data: Data) throws(TokenGenError) -> TokenCatalog {
    try TokenCatalog(json: data)
  }

  /// The Swift files for a `tokens.json` document, sorted by name. The output depends only on the
  /// document's content (not key order, paths or time), so regenerating is idempotent.
  ///
  /// ```swift
  /// let files = try TokenGenerator.generate(fromJSON: data)
  /// ```
  public static func generate(fromJSON data: Data) throws(TokenGenError) -> [GeneratedFile] {
    generate(try catalog(fromJSON: data))
  }

  /// The Swift files for an already parsed catalog, sorted by name.
  ///
  /// ```swift
  /// let files = TokenGenerator.generate(catalog)
  /// ```
  public static func generate(_ catalog: TokenCatalog) -> [GeneratedFile] {
    SwiftEmitter.files(for: catalog).sorted { $0.name < $1.name }
  }
}
