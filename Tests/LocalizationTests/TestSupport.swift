import Foundation
import Localization
import Observability

/// Builds a catalog from inline `.xcstrings` JSON (tests keep their catalogs next to assertions).
func catalog(_ json: String) throws -> StringCatalog {
  try StringCatalog(data: Data(json.utf8))
}

/// A diagnostics object whose warnings land in memory, for "logged once" assertions.
func memoryDiagnostics() -> (LocalizationDiagnostics, InMemoryLogHandler) {
  let memory = InMemoryLogHandler()
  return (LocalizationDiagnostics(logger: Logger(category: LocalizationDiagnostics.category, handler: memory)), memory)
}

/// A small catalog in the Xcode format: a plain key, a plural key, a positional key, a key
/// missing in Spanish, and one whose French translation has the wrong argument type.
let sampleCatalogJSON = #"""
  {
    "sourceLanguage" : "en",
    "version" : "1.0",
    "strings" : {
      "greeting" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "¡Hola, %@!" } },
          "es-MX" : { "stringUnit" : { "state" : "translated", "value" : "¡Qué onda, %@!" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %lld !" } }
        }
      },
      "only.english" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Only in English" } }
        }
      },
      "progress" : {
        "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld of %2$lld cue done" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld of %2$lld cues done" } }
          } } },
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld карточка из %2$lld" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld карточки из %2$lld" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld карточек из %2$lld" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld карточки из %2$lld" } }
          } } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld枚中%1$lld枚" } }
        }
      },
      "untranslated.new" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Fresh" } },
          "es" : { "stringUnit" : { "state" : "new", "value" : "" } }
        }
      }
    }
  }
  """#

/// The Fixtures folder, copied into the test bundle (`resources: [.copy("Fixtures")]`).
func fixtureURL(_ name: String) throws -> URL {
  guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
    throw FixtureError.missing("Fixtures")
  }
  return folder.appendingPathComponent(name)
}

enum FixtureError: Error { case missing(String) }

/// The module's own test catalog, `Fixtures/Sample.xcstrings`: seven languages, the keys the
/// locale helpers read (`common.duration.*`, `common.relative.*`) and a few plain, plural and
/// substitution strings (`cards.*`, `session.*`, `profile.practising`). Localization ships no
/// catalog; programs bring their own.
func sampleCatalog() throws -> StringCatalog {
  try StringCatalog(contentsOf: fixtureURL("Sample.xcstrings"))
}
