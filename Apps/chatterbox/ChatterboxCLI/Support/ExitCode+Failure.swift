import AuthFeature
import ChatterboxAPI
import Networking
import SettingsFeature

extension ExitCode {
  /// The exit code for a typed failure (the README's table): unreachable 69, "later" (5xx, 429)
  /// 75, an answer that could not be read 76, bad input 64, interrupted 130, anything else 1.
  ///
  /// ```swift
  /// ExitCode.forFailure(NetworkError.offline) // .unavailable (69)
  /// ```
  static func forFailure(_ failure: (any UserFacingFailure)?) -> ExitCode {
    switch failure {
    case let network as NetworkError: forError(network)
    case let settings as SettingsFailure:
      if case .network(let network) = settings { forError(network) } else { .failure }
    case let signIn as SignInFailure:
      switch signIn {
      case .invalidEmail, .invalidCodeFormat: .usage
      case .rateLimited: .temporaryFailure
      case .offline: .unavailable
      default: .failure
      }
    default: .failure
    }
  }

  /// The exit code for any error: a network error's by its kind, anything else 1.
  ///
  /// ```swift
  /// ExitCode.forError(NetworkError.rateLimited(retryAfter: 30)) // .temporaryFailure (75)
  /// ```
  static func forError(_ error: any Error) -> ExitCode {
    switch error as? NetworkError {
    case .offline, .timeout: .unavailable
    case .rateLimited: .temporaryFailure
    case .server(let status, _, _) where status >= 500: .temporaryFailure
    case .cancelled: .interrupted
    case .insecureURL: .usage
    case .decoding, .invalidResponse: .protocolError
    default: .failure
    }
  }
}
