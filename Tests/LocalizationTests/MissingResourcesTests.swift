import Foundation
import Observability
import Testing

@testable import Localization

/// Every way a catalog can be missing ends in a documented fallback, logged once, never a trap:
/// no bundle, a bundle without the file, a corrupt file, a missing key.
@Suite("Missing resources")
struct MissingResourcesTests {
  /// A fresh folder with `files` (relative path → contents), removed by the caller.
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10n-\(UUID().uuidString)", isDirectory: true)
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  static let tiny =
    #"{"sourceLanguage":"en","strings":{"hi":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}}}}"#

  @Test("a bundle found by name: a Linux .resources folder and an Apple .bundle")
  func foundByName() throws {
    let root = try folder([
      "Tool_Tool.resources/Localizable.xcstrings": Self.tiny,
      "Other_Other.bundle/Contents/Resources/Strings.xcstrings": Self.tiny,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let linux = try StringCatalog(resource: "Localizable", inBundleNamed: "Tool_Tool", searching: [root])
    #expect(linux["hi"]?.localizations["en"] == .single("Hi"))
    let apple = try StringCatalog(resource: "Strings", inBundleNamed: "Other_Other", searching: [root])
    #expect(apple["hi"] != nil)
  }

  @Test("no bundle is a typed error, not a trap")
  func noBundle() throws {
    let root = try folder([:])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: LocalizationError.bundleNotFound(name: "Tool_Tool")) {
      try StringCatalog(inBundleNamed: "Tool_Tool", searching: [root])
    }
    // The default search (beside the test binary) has no such bundle either.
    #expect(throws: LocalizationError.bundleNotFound(name: "Nobody_Nothing")) {
      try StringCatalog(inBundleNamed: "Nobody_Nothing")
    }
  }

  @Test("a bundle without the catalog, and a corrupt catalog, are typed errors")
  func noFileOrCorrupt() throws {
    let root = try folder(["Tool_Tool.resources/Other.txt": "x", "Bad_Bad.resources/Localizable.xcstrings": "{ nope"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: LocalizationError.catalogNotFound(name: "Tool_Tool/Localizable.xcstrings")) {
      try StringCatalog(inBundleNamed: "Tool_Tool", searching: [root])
    }
    do {
      _ = try StringCatalog(inBundleNamed: "Bad_Bad", searching: [root])
      Issue.record("a corrupt catalog loaded")
    } catch {
      guard case .invalidJSON = error else {
        Issue.record("expected invalidJSON, got \(error)")
        return
      }
    }
  }

  @Test("orEmpty falls back to keys and says why once, at notice")
  func orEmptyFallsBack() {
    let (diagnostics, memory) = memoryDiagnostics()
    let load = { try StringCatalog(inBundleNamed: "Nobody_Nothing") }
    let first = StringCatalog.orEmpty(diagnostics: diagnostics, load)
    let second = StringCatalog.orEmpty(diagnostics: diagnostics, load)
    #expect(first == .empty && second == .empty)
    #expect(memory.records.count == 1)
    #expect(memory.records.first?.level == .notice)
    #expect(memory.records.first?.message.contains("resource bundle 'Nobody_Nothing'") == true)
    #expect(Localizer(catalog: first, language: "fr").string("greeting", "Ada") == "greeting")
  }

  @Test("a localizer whose catalog cannot load shows keys and keeps switching")
  func localizerWithoutCatalog() {
    let (diagnostics, memory) = memoryDiagnostics()
    let catalog = StringCatalog.orEmpty(diagnostics: diagnostics) {
      try StringCatalog(contentsOf: URL(fileURLWithPath: "/nonexistent/Localizable.xcstrings"))
    }
    let german = Localizer(catalog: catalog, language: "de", diagnostics: diagnostics)
    #expect(german.string("session.signed_out") == "session.signed_out")
    #expect(german.switching(to: "fr").plural("cards.count", count: 2) == "cards.count")
    #expect(memory.records.filter { $0.level == .notice }.count == 1)
  }

  @Test("routine fallbacks are debug by default; a host may ask for more")
  func quietByDefault() throws {
    let (diagnostics, memory) = memoryDiagnostics()
    let localizer = Localizer(catalog: try sampleCatalog(), language: "sv", diagnostics: diagnostics)
    _ = localizer.string("session.signed_out")
    _ = localizer.string("no.such.key")
    #expect(!memory.records.isEmpty)
    #expect(memory.records.allSatisfy { $0.level == .debug }, "\(memory.records.map(\.level))")

    let handler = InMemoryLogHandler()
    let loud = LocalizationDiagnostics(
      logger: Logger(category: LocalizationDiagnostics.category, handler: handler), level: .warning)
    _ = Localizer(catalog: try sampleCatalog(), language: "sv", diagnostics: loud).string("session.signed_out")
    #expect(handler.records.map(\.level) == [.warning])
  }
}
