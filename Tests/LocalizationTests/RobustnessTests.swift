import Foundation
import TestSupport
import Testing

@testable import Localization

/// Bad input must never trap: random format strings, random arguments, random language tags and
/// random catalog bytes either work or fail with a typed error / a fallback.
@Suite("Robustness")
struct RobustnessTests {
  static let alphabet = Array("%%%$$@@lldi.0123456789#-+ fxeg qarg€Ж日\u{202E}")

  @Test("random format strings and arguments never trap")
  func randomTemplates() {
    var random = SplitMix64(state: 42)
    var rendered = (total: 0, failures: 0)
    let substitutions = [
      "arg": CatalogSubstitution(argumentNumber: 1, formatSpecifier: "lld", forms: [.other: "%arg x %#@arg@"])
    ]
    for _ in 0..<5_000 {
      let template = String(
        (0..<Int.random(in: 0...14, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! })
      let arguments: [LocalizationArgument] = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .string("s")
        case 1: .int(Int.random(in: Int.min...Int.max, using: &random))
        default: .double([Double.nan, .infinity, -0.0, 1e300, 2.5].randomElement(using: &random)!)
        }
      }
      // Either a string or a typed FormatError: `render` can throw nothing else (typed throws), so
      // what is checked is that a rendered string holds no unreplaced specifier of its own.
      do {
        let text = try FormatRenderer(substitutions: substitutions, pluralLanguage: "ar", arguments: arguments).render(
          template)
        #expect(
          !text.contains("%#@"), "a named plural was left in \(template.debugDescription) → \(text.debugDescription)")
      } catch {
        rendered.failures += 1
      }
      for pseudo in PseudoLocalization.allCases {
        let fake = pseudo.apply(to: template)
        // Pseudo text is bracketed (and longer), whatever the template: never empty, never the input.
        #expect(
          fake.contains("⟦") && fake.contains("⟧"),
          "\(pseudo) of \(template.debugDescription) → \(fake.debugDescription)")
      }
      rendered.total += 1
    }
    // The generator must exercise both outcomes, or the loop proves nothing.
    #expect(rendered.failures > 0 && rendered.failures < rendered.total)
  }

  @Test("random language tags never trap")
  func randomTags() throws {
    var random = SplitMix64(state: 7)
    let sample = try sampleCatalog()
    let pieces = ["", "-", "_", ".", "@", "es", "MX", "Hant", "419", "XA", "XB", "x", "toolongsubtag", "C"]
    for _ in 0..<500 {
      let tag = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      let localizer = Localizer(catalog: sample, language: tag, diagnostics: memoryDiagnostics().0)
      // Any tag resolves to some language of the catalog (falling back to the source language), so
      // the key always renders as text, never as the bare key or an empty string.
      let cards = localizer.plural("cards.count", count: 3)
      #expect(!cards.isEmpty && cards != "cards.count" && cards.contains("3"), "\(tag.debugDescription) → \(cards)")
      #expect(
        !localizer.relativeTime(Date(timeIntervalSince1970: 0), relativeTo: Date(timeIntervalSince1970: 99)).isEmpty)
      _ = LanguageNames.endonym(for: tag)
    }
  }

  @Test("truncated or corrupted catalogs throw typed errors")
  func corruptedCatalogs() throws {
    let url = try fixtureURL("Sample.xcstrings")
    let data = try Data(contentsOf: url)
    var random = SplitMix64(state: 3)
    for _ in 0..<200 {
      var bytes = [UInt8](data.prefix(Int.random(in: 0..<data.count, using: &random)))
      if !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
      }
      do {
        _ = try StringCatalog(data: Data(bytes))
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }
}
