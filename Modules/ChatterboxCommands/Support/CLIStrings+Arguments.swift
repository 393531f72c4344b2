import ChatterboxComposition
import ChatterboxPresentation
import Localization
import TerminalUI

extension CLIStrings {
  /// A localizer for the UI language chosen by `--lang` in `global`, else by the environment.
  static func localizer(global: ParsedArguments, environment: [String: String]) -> Localizer {
    localizer(chosen: global.value("lang"), environment: environment)
  }

  /// The UI language `--lang` in `global` or the environment chooses (``CLIStrings/uiLanguage(chosen:environment:)``).
  static func uiLanguage(global: ParsedArguments, environment: [String: String]) -> String {
    uiLanguage(chosen: global.value("lang"), environment: environment)
  }

  /// "There are no words in 'pl' yet; showing English." when `--lang` or `CHATTERBOX_LANG` chose a
  /// language the catalog does not ship (a person is told in a sentence, not a log line), else nil.
  /// A system language (`LANG`) the app lacks is English without a word, as in every program.
  static func unshippedLanguageNotice(global: ParsedArguments, environment: [String: String]) -> String? {
    guard global.value("lang") != nil || environment["CHATTERBOX_LANG"] != nil else { return nil }
    let code = uiLanguage(global: global, environment: environment)
    guard !catalog.languages.contains(LanguageTag(code).language) else { return nil }
    return english.string("cli.notice.language_not_shipped", .string(TerminalSafeText.line(code)))
  }
}
