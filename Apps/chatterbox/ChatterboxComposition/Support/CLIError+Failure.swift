import ChatterboxAPI
import Localization

extension CLIError {
  /// A view model's failure as the line a command prints and its exit code, with the next step
  /// where the command line has one ("… (chatterbox login --email <address>)").
  ///
  /// ```swift
  /// if let failure = history.failure { throw CLIError(failure: failure, context.strings) }
  /// ```
  package init(failure: (any UserFacingFailure)?, _ strings: Localizer) {
    let text = FailureMessages.text(for: failure, strings)
    let hint = failure.flatMap(FailureMessages.commandHint(for:)).map { " (\($0))" } ?? ""
    self.init(text + hint, exitCode: .forFailure(failure))
  }
}
