import AuthFeature
import Localization

/// English text for sign-in failures. (Localization replaces this table with the catalog.)
enum SignInMessages {
  /// The localized sentence, plus the command that gets a new link where that helps.
  static func localized(_ failure: SignInFailure, _ strings: Localizer) -> String {
    switch failure {
    case .rateLimited(let seconds): return strings.plural("auth.error.rate_limited", count: seconds)
    case .unexpected: return text(for: failure)
    case .linkExpired, .linkUsed, .linkInvalid, .codeInvalid:
      return strings.string(failure.messageKey) + " (chatterbox login --email <address>)"
    default: return strings.string(failure.messageKey)
    }
  }

  static func text(for failure: SignInFailure) -> String {
    switch failure {
    case .invalidEmail: "that does not look like an email address"
    case .invalidCodeFormat: "the code is the 6 digits from the sign-in email"
    case .rateLimited(let seconds): "too many sign-in requests; try again in \(seconds) s"
    case .linkExpired: "that sign-in link has expired — request a new one with 'chatterbox login --email <address>'"
    case .linkUsed: "that sign-in link was already used — request a new one with 'chatterbox login --email <address>'"
    case .linkInvalid: "that sign-in link is not valid — request a new one with 'chatterbox login --email <address>'"
    case .codeInvalid: "that code is not valid (or too many attempts were made) — request a new email"
    case .offline: "cannot reach the server — is it running? (see --api)"
    case .unexpected(let key): "sign-in failed (\(key))"
    }
  }

  static func exitCode(for failure: SignInFailure) -> ExitCode {
    switch failure {
    case .invalidEmail, .invalidCodeFormat: .usage
    case .rateLimited: .temporaryFailure
    case .offline: .unavailable
    default: .failure
    }
  }
}
