import ChatterboxAPI
import Localization
import Networking
import SettingsFeature

/// Turns any error into one user-facing line (in the UI language) and an exit code. Messages come
/// from typed errors' catalog keys, never from raw bodies, so no secret can slip through.
///
/// ```swift
/// ErrorDescriptions.localized(NetworkError.offline, strings) // "Can't reach the server. Check your connection."
/// ```
enum ErrorDescriptions {
  /// The localized sentence for an error; anything that is not a network error names its type.
  static func localized(_ error: any Error, _ strings: Localizer) -> String {
    guard let network = error as? NetworkError else {
      return strings.string("cli.error.unexpected", .string("\(type(of: error))"))
    }
    return strings.string(network.messageKey)
  }

  /// Text for a view model's typed failure: its key's text when the catalog has it, else "the
  /// request failed (key)". The one failure-to-words map of the commands.
  static func userMessage(for failure: (any UserFacingFailure)?, _ strings: Localizer) -> String {
    guard let key = failure?.messageKey else { return strings.string("cli.error.request_failed") }
    if strings.catalog[key] != nil { return strings.string(key) }
    return strings.string("cli.error.request_failed_key", .string(key))
  }

  /// The exit code for a view model's failure: unreachable 69, "later" (5xx, 429) 75, else 1.
  static func exitCode(forFailure failure: (any UserFacingFailure)?) -> ExitCode {
    switch failure {
    case let network as NetworkError: exitCode(for: network)
    case let settings as SettingsFailure:
      if case .network(let network) = settings { exitCode(for: network) } else { .failure }
    default: .failure
    }
  }

  static func exitCode(for error: any Error) -> ExitCode {
    switch error as? NetworkError {
    case .offline, .timeout: .unavailable
    case .rateLimited: .temporaryFailure
    case .server(let status, _, _) where status >= 500: .temporaryFailure
    case .cancelled: .interrupted
    case .insecureURL: .usage
    default: .failure
    }
  }
}
