import ChatterboxAPI
import NetworkErrors

/// Why a sign-in step failed, in terms the UI can explain. Each case has a stable ``messageKey``.
public enum SignInFailure: Error, Sendable, Equatable {
  /// The address does not look like an email address.
  case invalidEmail
  /// The code is not six digits.
  case invalidCodeFormat
  /// Too many requests (an allowance used up); wait this many seconds.
  case rateLimited(seconds: Int)
  /// A link was sent moments ago (the server's resend cooldown, its `cooldown` code): another can be
  /// asked for in this many seconds. Not a rate limit, and worded as what it is.
  case resendTooSoon(seconds: Int)
  /// The link expired: request a new one.
  case linkExpired
  /// The link was already used: request a new one.
  case linkUsed
  /// The link or code is not valid.
  case linkInvalid
  /// The code is wrong (or was burned by too many attempts).
  case codeInvalid
  /// The server cannot be reached.
  case offline
  /// The proxy at `proxy` (without credentials) did not carry the request; `status` is its answer to
  /// `CONNECT` (407: it wants credentials), `nil` when it could not be reached. Nothing reached the server.
  case proxyRefused(proxy: String, status: Int?)
  /// Anything else.
  case unexpected(String)

  /// A stable key for localized text.
  public var messageKey: String {
    switch self {
    case .invalidEmail: "auth.error.invalid_email"
    case .invalidCodeFormat: "auth.error.invalid_code_format"
    case .rateLimited: "auth.error.rate_limited"
    case .resendTooSoon: "auth.error.resend_cooldown"
    case .linkExpired: "auth.error.link_expired"
    case .linkUsed: "auth.error.link_used"
    case .linkInvalid: "auth.error.link_invalid"
    case .codeInvalid: "auth.error.code_invalid"
    case .offline: "auth.error.offline"
    case .proxyRefused: "error.network.proxy_refused"
    case .unexpected: "auth.error.unexpected"
    }
  }

  /// An analytics-safe reason (no email, no token).
  public var analyticsReason: String {
    if case .proxyRefused = self { return "proxy_refused" }  // never the proxy's address
    return messageKey.replacingOccurrences(of: "auth.error.", with: "")
  }

  /// Whether the user must go back to email entry (the link cannot work any more).
  public var returnsToEmailEntry: Bool {
    switch self {
    case .linkExpired, .linkUsed, .linkInvalid: true
    default: false
    }
  }

  /// Maps a network error from a sign-in call.
  public init(_ error: NetworkError) {
    let seconds = Int((error.retryAfter ?? 60).rounded(.up))
    switch error.kind {
    case .rateLimited where error.serverCode == "cooldown": self = .resendTooSoon(seconds: seconds)
    case .rateLimited: self = .rateLimited(seconds: seconds)
    case .offline, .timeout: self = .offline
    case .proxyRefused: self = .proxyRefused(proxy: error.proxy ?? "", status: error.status)
    default:
      switch error.serverCode {
      case "magic_link_expired": self = .linkExpired
      case "magic_link_used": self = .linkUsed
      case "magic_link_invalid": self = .linkInvalid
      case "otp_invalid": self = .codeInvalid
      case "invalid_request": self = .invalidEmail
      default: self = .unexpected(error.messageKey)
      }
    }
  }
}

extension SignInFailure: UserFacingFailure {}
