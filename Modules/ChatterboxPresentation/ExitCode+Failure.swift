import AuthFeature
import ChatterboxAPI
import Networking
import SettingsFeature

extension ExitCode {
  /// The exit code for a typed failure (the README's table): unreachable 69, "later" (5xx, 429)
  /// 75, an answer that could not be read, was too large, named another account or a failed TLS handshake
  /// 76, a proxy that did not carry the request 77, an untrusted certificate 78, bad input 64, interrupted 130, anything else 1.
  ///
  /// ```swift
  /// ExitCode.forFailure(NetworkError.offline) // .unavailable (69)
  /// ```
  package static func forFailure(_ failure: (any UserFacingFailure)?) -> ExitCode {
    switch failure {
    case let network as NetworkError: forError(network)
    case let settings as SettingsFailure:
      if case .network(let network) = settings { forError(network) } else { .failure }
    case let signIn as SignInFailure:
      switch signIn {
      case .invalidEmail, .invalidCodeFormat: .usage
      case .rateLimited, .resendTooSoon: .temporaryFailure
      case .offline: .unavailable
      case .proxyRefused: .proxyFailure
      // A sign-in step keeps only the network error's key; the boundary's failures keep their codes.
      case .unexpected(let key): boundaryFailures[key] ?? .failure
      default: .failure
      }
    default: .failure
    }
  }

  /// The exit code for any error: a network error's by its kind, anything else 1.
  ///
  /// ```swift
  /// ExitCode.forError(NetworkError.rateLimited(retryAfter: 30)) // .temporaryFailure (75)
  /// ExitCode.forError(NetworkError.untrustedCertificate(host: "staging.example")) // .configuration (78)
  /// ```
  package static func forError(_ error: any Error) -> ExitCode {
    guard let error = error as? NetworkError else { return .failure }
    return switch error.kind {
    case .offline, .timeout: .unavailable
    case .rateLimited: .temporaryFailure
    case .server where (error.status ?? 0) >= 500: .temporaryFailure
    case .cancelled: .interrupted
    case .insecureURL: .usage
    case .decoding, .invalidResponse, .answerTooLarge, .tlsHandshakeFailed, .identityChanged: .protocolError
    case .untrustedCertificate: .configuration
    case .proxyRefused: .proxyFailure
    default: .failure
    }
  }

  /// The boundary's failures by message key, for failures that carry only the key
  /// (``SignInFailure/unexpected(_:)``).
  private static let boundaryFailures: [String: ExitCode] = Dictionary(
    uniqueKeysWithValues: [
      NetworkError.untrustedCertificate(host: ""), .tlsHandshakeFailed(host: ""), .answerTooLarge(limit: 0),
      .identityChanged, .proxyRefused(proxy: "", status: nil), .invalidResponse, .decoding(details: ""),
    ].map { ($0.messageKey, forError($0)) })
}
