import BenchmarkHarness
import Foundation
import Localization

/// Looking up UI text through the Localization module (`Localizer`, the `Sendable` snapshot the
/// CLI and every off-main-actor caller use) with the app's String Catalog in Spanish, against a
/// plain `[String: String]` lookup of the same text: what the catalog model (fallback chain,
/// message variants, the positional formatter) costs per string shown.
///
/// - `plain`: `localizer.string("analytics.consent.status_on")`, a translated key without
///   arguments.
/// - `plural`: `localizer.plural("common.relative.days_ago", count: 3)`, a CLDR plural (es has
///   `one` / `many` / `other`) with the count formatted into `%lld`. Its baseline is the same
///   dictionary lookup, as asked; a dictionary cannot choose a plural form or format a number, so
///   read this row as "ns per plural string shown", not as like-for-like.
struct LocalizationLookup: Benchmark {
  enum Variant: Sendable { case plain, plural }
  let variant: Variant

  var id: String { variant == .plain ? "l10n-lookup" : "l10n-plural" }
  var name: String {
    variant == .plain
      ? "Localization lookup, plain key (Localizer.string)" : "Localization lookup, plural key (Localizer.plural)"
  }
  let baselineName = "[String: String] lookup, same text"
  var slicesPerRound: Int { 10 }

  func iterations(for mode: RunMode) -> Int { mode == .quick ? 50_000 : 200_000 }

  static let plainKey = "analytics.consent.status_on"
  static let pluralKey = "common.relative.days_ago"
  /// The app's catalog (read from the checkout: Localization ships none of its own).
  static let catalogPath = "Modules/ChatterboxPresentation/Resources/Localizable.xcstrings"

  func makeFixture() async throws -> any BenchmarkFixture {
    let catalog = try StringCatalog(contentsOf: RepoPaths.url(Self.catalogPath))
    let localizer = Localizer(catalog: catalog, language: "es")
    // The baseline's dictionary: every key's fixed Spanish text, as a hand-rolled table would hold.
    let table = Dictionary(
      uniqueKeysWithValues: catalog.keys.compactMap { key -> (String, String)? in
        guard case .single(let text)? = catalog[key]?.localizations["es"]?.variants else { return nil }
        return (key, text)
      })
    let expected = "Analíticas: activadas (se comparten datos de uso anónimos)"
    guard localizer.string(Self.plainKey) == expected, table[Self.plainKey] == expected else {
      throw FixtureError("\(Self.plainKey) did not resolve to the Spanish text")
    }
    guard localizer.plural(Self.pluralKey, count: 3) == "hace 3 días",
      localizer.plural(Self.pluralKey, count: 1) == "hace 1 día"
    else { throw FixtureError("\(Self.pluralKey) did not pluralise in Spanish") }

    let key = Self.plainKey
    switch variant {
    case .plain:
      return TimedFixture(
        baseline: { blackHole(table[key]) },
        subject: { blackHole(localizer.string(key)) },
        findings: { Findings(notes: ["es, app catalog (\(catalog.keys.count) keys), key \(key)"]) })
    case .plural:
      let pluralKey = Self.pluralKey
      return TimedFixture(
        baseline: { blackHole(table[key]) },
        subject: { blackHole(localizer.plural(pluralKey, count: 3)) },
        findings: {
          Findings(notes: ["es, \(pluralKey), count 3 → \"hace 3 días\"; includes plural rule + %lld formatting"])
        })
    }
  }
}
