import Foundation

/// Paths into the source tree, found from this file's location so the tests read the checked-in
/// `tokens.json` and `Generated/` wherever the repository is cloned.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // DesignTokensTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let designTokens = root.appendingPathComponent("Modules/DesignTokens")
  static let tokensJSON = designTokens.appendingPathComponent("tokens.json")
  static let generated = designTokens.appendingPathComponent("Generated")

  static func tokensData() throws -> Data { try Data(contentsOf: tokensJSON) }

  /// A fresh temporary directory, removed by the caller's `defer`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("designtokens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
