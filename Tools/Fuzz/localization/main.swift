// libFuzzer target: the String Catalog parser and the format-string machinery.
//
// Compiled into module Localization together with Modules/Localization (see ../build.sh), so the
// internal FormatParser / FormatRenderer are reachable. Each input is used twice:
//   1. as `.xcstrings` JSON: `StringCatalog(data:)` (typed `LocalizationError` or a catalog), then
//      the lint, and lookups of its keys through `Localizer` in its languages and two
//      pseudo-locales, with string, integer and floating-point arguments and plural counts, plus
//      the locale-dependent number / date / duration / relative-time helpers;
//   2. as a format template: `FormatParser.tokens(in:)`, rendering with a few argument lists,
//      both pseudo-localizations, plural operands, language tags and plural rules.
// Checked properties: no crash; pseudo-localization keeps every specifier of a template that parses
// (as its documentation promises), in order; a template renders the same twice.
import Foundation
import Observability

private struct Silent: LogHandler {
  var minimumLevel: LogLevel { .critical }
  func handle(_ record: LogRecord) {}
}
private let silentLogger = Logger(category: LocalizationDiagnostics.category, handler: Silent())

private let argumentLists: [[LocalizationArgument]] = [
  [],
  [.int(1), .string("Ana"), .double(2.5)],
  [.int(0)],
  [.int(-7), .int(3)],
  [.double(1.5), .string("%@ %lld"), .int(Int.max)],
  [.string("x"), .double(.nan), .double(-.infinity), .int(Int.min)],
]
private let counts = [0, 1, 2, 5, 21, -1]
private let reference = Date(timeIntervalSince1970: 1_795_000_000)
private let utc = TimeZone(identifier: "UTC")!

private func specifiers(_ tokens: [FormatToken]) -> [String] {
  tokens.compactMap { token in
    if case .literal = token { return nil }
    return token.raw
  }
}

private func fuzzCatalog(_ data: Data) {
  let catalog: StringCatalog
  do throws(LocalizationError) {
    catalog = try StringCatalog(data: data)
  } catch {
    _ = error.description
    return
  }
  _ = CatalogLinter().lint(catalog).map(\.description)
  _ = CatalogLinter(shippedLanguages: ["en", "de", "ru", "ar"]).lint(catalog)
  // Bounded so one input costs at most a few hundred renders.
  let keys = Array(catalog.keys.prefix(6)) + ["no.such.key"]
  let languages = Array(catalog.languages.prefix(3)) + ["en-XA", "ar-XB"]
  for language in languages {
    let localizer = Localizer(
      catalog: catalog, language: language, diagnostics: LocalizationDiagnostics(logger: silentLogger))
    // Locale-dependent formatting (the language comes from the catalog, so it can be anything) and
    // the helpers that read `common.duration.*` / `common.relative.*` keys, which a catalog may define.
    _ = localizer.number(Int.min)
    _ = localizer.number(-1234.5678, maximumFractionDigits: 3)
    _ = localizer.date(reference, style: .long, includingTime: true, timeZone: utc)
    for seconds in [0, 59, 61, 3_661, 1e300] { _ = localizer.duration(seconds, style: .spelled) }
    for delta in [-3, -90, 7_200, -200_000, 1e300] {
      _ = localizer.relativeTime(reference.addingTimeInterval(delta), relativeTo: reference)
    }
    for key in keys {
      for arguments in argumentLists.prefix(4) { _ = localizer.string(key, arguments: arguments) }
      for count in counts { _ = localizer.plural(key, count: count, .string("Ana")) }
      _ = localizer.isTranslated(key)
    }
  }
}

private func fuzzTemplate(_ text: String) {
  _ = PluralOperands(parsing: text)
  let tag = LanguageTag(text)
  _ = (tag.fallbackIdentifiers, tag.textDirection, tag.pseudoLocalization)
  _ = PluralRules.category(for: 3, language: text)
  _ = PluralRules.categories(for: text)

  let tokens: [FormatToken]
  do throws(FormatError) { tokens = try FormatParser.tokens(in: text) } catch {
    _ = error.description
    for mode in PseudoLocalization.allCases { _ = mode.apply(to: text) }
    return
  }
  for mode in PseudoLocalization.allCases {
    let pseudo = mode.apply(to: text)
    // `%arg` and its private-use stand-in U+E000 are rewritten by design; skip those inputs.
    guard !text.contains("%arg"), !text.unicodeScalars.contains("\u{E000}") else { continue }
    guard let again = try? FormatParser.tokens(in: pseudo) else {
      fatalError("\(mode) turned a parsable template into one that does not parse")
    }
    guard specifiers(again) == specifiers(tokens) else {
      fatalError("\(mode) changed the specifiers: \(specifiers(tokens)) -> \(specifiers(again))")
    }
  }
  let substitutions = [
    "n": CatalogSubstitution(
      argumentNumber: 1, formatSpecifier: "lld", forms: [.one: "%arg item", .other: "%arg items"]),
    "deep": CatalogSubstitution(argumentNumber: 1, formatSpecifier: "lld", forms: [.other: "%#@deep@"]),
  ]
  // Each argument list once, in a language whose plural rules differ per list; the first twice.
  for (index, arguments) in argumentLists.enumerated() {
    let language = ["en", "ru", "ar"][index % 3]
    let renderer = FormatRenderer(substitutions: substitutions, pluralLanguage: language, arguments: arguments)
    let first = try? renderer.render(text)
    if index == 1, first != (try? renderer.render(text)) { fatalError("rendering is not deterministic") }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  fuzzCatalog(bytes)
  if size <= 512 { fuzzTemplate(String(decoding: bytes, as: UTF8.self)) }
  return 0
}
