// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Localization

let catalog = StringCatalog(
  sourceLanguage: "en",
  entries: [
    "greeting": CatalogEntry(localizations: ["en": .single("Hello, %@!"), "fr": .single("Bonjour, %@ !")]),
    "files": CatalogEntry(localizations: [
      "en": .plural([.one: "%lld file", .other: "%lld files"]),
      "fr": .plural([.one: "%lld fichier", .many: "%lld de fichiers", .other: "%lld fichiers"]),
    ]),
  ])
let french = Localizer(catalog: catalog, language: "fr-CA")
print(french.string("greeting", "Ada"))  // Bonjour, Ada !
print(french.plural("files", count: 2))  // 2 fichiers
print(french.string("farewell"))  // farewell — a missing key shows itself, never a crash
// README:end

import Foundation

guard french.string("greeting", "Ada") == "Bonjour, Ada !", french.plural("files", count: 2) == "2 fichiers",
  french.plural("files", count: 1) == "1 fichier", french.string("farewell") == "farewell"
else { fatalError("unexpected French: \(french.string("greeting", "Ada")) / \(french.plural("files", count: 2))") }
// A language the catalog lacks falls back to the source language.
guard Localizer(catalog: catalog, language: "de").string("greeting", "Ada") == "Hello, Ada!" else {
  fatalError("no fallback")
}

// The same kind of catalog as an Xcode String Catalog (.xcstrings JSON), here inline; Czech has
// CLDR's one / few / other.
let xcstrings = #"""
  {"sourceLanguage": "en", "version": "1.0", "strings": {"items": {"localizations": {
    "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                     "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
    "cs": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld položka"}},
                                     "few": {"stringUnit": {"state": "translated", "value": "%lld položky"}},
                                     "other": {"stringUnit": {"state": "translated", "value": "%lld položek"}}}}}}}}}
  """#
let czech = Localizer(catalog: try StringCatalog(data: Data(xcstrings.utf8)), language: "cs")
let counts = [1, 3, 5].map { czech.plural("items", count: $0) }
guard counts == ["1 položka", "3 položky", "5 položek"] else { fatalError("Czech plurals: \(counts)") }
print(
  "Localization: own catalogs (code, .xcstrings JSON); fr-CA -> fr; missing key shown; cs \(counts.joined(separator: ", "))"
)
