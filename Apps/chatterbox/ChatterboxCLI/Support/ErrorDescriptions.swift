import Localization
import Networking

/// Turns any error into one user-facing line and an exit code. Messages come from typed errors'
/// own descriptions, never from raw bodies, so no secret can slip through.
///
/// ```swift
/// ErrorDescriptions.userMessage(for: NetworkError.offline) // "cannot reach the server…"
/// ```
enum ErrorDescriptions {
  /// The localized sentence for an error; rate limits mention the wait.
  static func localized(_ error: any Error, _ strings: Localizer) -> String {
    guard let network = error as? NetworkError else { return userMessage(for: error) }
    return strings.string(network.messageKey)
  }

  static func userMessage(for error: any Error) -> String {
    guard let network = error as? NetworkError else { return "unexpected error (\(type(of: error)))" }
    switch network {
    case .offline: return "cannot reach the server — is it running? (see 'chatterbox --help' for --api)"
    case .timeout: return "the server took too long to answer; try again"
    case .cancelled: return "cancelled"
    case .unauthorized: return "not signed in — run 'chatterbox login --email <address>'"
    case .forbidden: return "this account is not allowed to do that"
    case .notFound: return "not found"
    case .rateLimited(let retryAfter):
      return "too many requests; try again in \(Int((retryAfter ?? 60).rounded(.up))) s"
    case .server(let status, let code, let message):
      return "the server refused the request (\(status)\(code.map { " \($0)" } ?? ""))\(message.map { ": \($0)" } ?? "")"
    case .decoding: return "the server sent a response this version cannot read; try updating chatterbox"
    case .encoding: return "could not encode the request"
    case .invalidResponse: return "the server sent an invalid response"
    case .insecureURL(let reason): return "refusing to connect: \(reason)"
    }
  }

  /// Text for a view model's error key (they keep keys, not errors).
  static func userMessage(forKey key: String?, _ strings: Localizer? = nil) -> String {
    if let strings, let key, strings.isTranslated(key) { return strings.string(key) }
    return switch key {
    case "error.network.offline": userMessage(for: NetworkError.offline)
    case "error.network.timeout": userMessage(for: NetworkError.timeout)
    case "error.network.unauthorized": userMessage(for: NetworkError.unauthorized(code: nil))
    case "error.network.rate_limited": userMessage(for: NetworkError.rateLimited(retryAfter: nil))
    case let key?: "the request failed (\(key))"
    case nil: "the request failed"
    }
  }

  static func exitCode(for error: any Error) -> ExitCode {
    switch error as? NetworkError {
    case .offline, .timeout: .unavailable
    case .rateLimited: .temporaryFailure
    case .cancelled: .interrupted
    case .insecureURL: .usage
    default: .failure
    }
  }
}
