import ChatterboxComposition
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
}
