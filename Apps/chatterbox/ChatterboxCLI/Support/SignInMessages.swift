import AuthFeature
import Localization

/// Sign-in failures in the UI language, for the commands (the interactive app words them itself).
///
/// ```swift
/// SignInMessages.localized(.linkUsed, strings)
/// // "This sign-in link was already used. Request a new one. (chatterbox login --email <address>)"
/// ```
enum SignInMessages {
  /// The localized sentence, plus the command that gets a new link where that helps.
  static func localized(_ failure: SignInFailure, _ strings: Localizer) -> String {
    switch failure {
    case .rateLimited(let seconds) where seconds >= 120:
      // "Try again in 1983 seconds" is no help; minutes are, rounded up.
      return strings.plural("auth.error.rate_limited_minutes", count: (seconds + 59) / 60)
    case .rateLimited(let seconds): return strings.plural("auth.error.rate_limited", count: seconds)
    case .unexpected(let key): return strings.string("cli.error.sign_in_failed", .string(key))
    case .linkExpired, .linkUsed, .linkInvalid, .codeInvalid:
      return strings.string(failure.messageKey) + " (chatterbox login --email <address>)"
    default: return strings.string(failure.messageKey)
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
