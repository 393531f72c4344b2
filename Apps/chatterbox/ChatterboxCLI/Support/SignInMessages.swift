import AuthFeature

/// English text for sign-in failures. (Localization replaces this table with the catalog.)
enum SignInMessages {
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
