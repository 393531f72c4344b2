import AuthFeature
import ChatterboxAPI
import Localization
import Networking
import SettingsFeature

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
    isUnreachable = Self.isUnreachable(failure)
  }

  /// Whether `failure` means no connection to the server could be made (a timeout is not: the
  /// server may have been reached).
  package static func isUnreachable(_ failure: (any Error)?) -> Bool {
    switch failure {
    case .offline as NetworkError, .offline as SignInFailure: true
    case .network(.offline) as SettingsFailure: true
    default: false
    }
  }
}
