import Foundation
import Localization
import Observability

/// The CLI's user-facing text: every message goes through the String Catalog in the UI language
/// (`--lang`, else `CHATTERBOX_LANG`, else the system language, else English), falling back to
/// English for anything a language lacks.
///
/// ```swift
/// context.strings.string("cli.signed_out") // "Sesión cerrada." with --lang es
/// ```
package enum CLIStrings {
  /// The SwiftPM resource bundle that carries the app's catalog, `Resources/Localizable.xcstrings`
  /// (`<Package>_<Target>`: `.resources` on Linux, `.bundle` on Apple platforms).
  package static let bundleName = "Chatterbox_ChatterboxPresentation"

  /// The app's catalog, loaded once. It is looked up by bundle name, not through `Bundle.module`
  /// (whose generated accessor stops the process when the bundle is missing), so a binary copied
  /// without its bundle, or a malformed catalog, degrades to showing keys (and logs why) rather
  /// than failing every command.
  package static let catalog: StringCatalog = {
    do { return try StringCatalog(resource: "Localizable", inBundleNamed: bundleName) } catch {
      Logger(category: .ui).critical("string catalog unavailable: \(String(describing: error), privacy: .public)")
      return .empty
    }
  }()

  /// English, the catalog's source language: for text needed before the UI language is known.
  ///
  /// ```swift
  /// CLIStrings.english.string("cli.signed_out") // "Signed out."
  /// ```
  package static let english = Localizer(catalog: catalog, language: "en", diagnostics: diagnostics())

  /// A localizer for the UI language: `chosen` (`--lang`) when given, else the environment's.
  package static func localizer(chosen: String?, environment: [String: String]) -> Localizer {
    Localizer(
      catalog: catalog, language: uiLanguage(chosen: chosen, environment: environment), diagnostics: diagnostics())
  }

  /// The app reports localization fallbacks (a language it lacks, a missing key) as warnings,
  /// as it always has; the library on its own logs them at debug. Without a catalog every key is
  /// missing and the one error above already says why, so those go back to debug.
  package static func diagnostics() -> LocalizationDiagnostics {
    LocalizationDiagnostics(level: catalog.entries.isEmpty ? .debug : .warning)
  }

  /// `--lang`, else `CHATTERBOX_LANG`, else `LANG`'s language if we ship it, else English. A
  /// system language we have no translations for (`LANG=it_IT.UTF-8`) is English without a word:
  /// every program does that; an explicit choice is kept, and the localizer says once that it
  /// falls back.
  package static func uiLanguage(chosen: String?, environment: [String: String]) -> String {
    if let chosen = chosen ?? environment["CHATTERBOX_LANG"] { return normalized(chosen) }
    guard
      let system = environment["LANG"].map({ String($0.prefix { $0 != "." }).replacingOccurrences(of: "_", with: "-") })
    else { return "en" }
    let code = normalized(system)
    return catalogLanguages.contains(LanguageTag(code).language) ? code : "en"
  }

  private static func normalized(_ raw: String) -> String {
    let code = raw.trimmingCharacters(in: .whitespaces)
    return code.isEmpty || code.uppercased() == "C" || code.uppercased() == "POSIX" ? "en" : code
  }

  private static let catalogLanguages = Set(catalog.languages)
}
