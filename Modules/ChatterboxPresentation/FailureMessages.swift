import AuthFeature
import ChatterboxAPI
import Localization
import Networking

/// The app's one map from a typed failure to words, for the commands and the interactive app
/// alike: the failure's own catalog key (``UserFacingFailure/messageKey``), with the count a
/// failure carries. Words come from catalog keys, never from a server's body, so no secret can
/// slip through.
///
/// ```swift
/// FailureMessages.text(for: NetworkError.offline, strings) // "Can't reach the server. Check your connection and try again."
/// ```
package enum FailureMessages {
  /// The failure in `strings`' language; "the request failed" when there is none to name.
  ///
  /// ```swift
  /// FailureMessages.text(for: SignInFailure.rateLimited(seconds: 1983), strings)
  /// // "Too many sign-in requests. Try again in 34 minutes."
  /// ```
  private static func proxyText(proxy: String, status: Int?, _ strings: Localizer) -> String {
    let key = status == 407 ? "cli.error.proxy_auth_required" : "cli.error.proxy_refused_host"
    return strings.string(key, .string(TerminalSafeText.line(proxy)))
  }

  package static func text(for failure: (any UserFacingFailure)?, _ strings: Localizer) -> String {
    switch failure {
    case nil: return strings.string("cli.error.request_failed")
    case .rateLimited(let seconds) as SignInFailure where seconds >= 120:
      // "Try again in 1983 seconds" is no help; minutes are, rounded up.
      return strings.plural("auth.error.rate_limited_minutes", count: (seconds + 59) / 60)
    case .rateLimited(let seconds) as SignInFailure: return strings.plural("auth.error.rate_limited", count: seconds)
    case .resendTooSoon(let seconds) as SignInFailure:
      return strings.plural("auth.error.resend_cooldown", count: seconds)
    case .unexpected(let key) as SignInFailure:
      // What the server said, when the catalog words it ("The server had a problem…").
      let known = strings.catalog[key] != nil
      return strings.string(known ? key : SignInFailure.unexpected(key).messageKey)
    // The host says which server's certificate or handshake failed (one line: it is the server's text).
    case let error as NetworkError where error.kind == .untrustedCertificate && !(error.host ?? "").isEmpty:
      return strings.string("cli.error.untrusted_certificate_host", .string(TerminalSafeText.line(error.host ?? "")))
    case let error as NetworkError where error.kind == .tlsHandshakeFailed && !(error.host ?? "").isEmpty:
      return strings.string("cli.error.tls_handshake_failed_host", .string(TerminalSafeText.line(error.host ?? "")))
    case let error as NetworkError where error.kind == .proxyRefused && !(error.proxy ?? "").isEmpty:
      return proxyText(proxy: error.proxy ?? "", status: error.status, strings)
    case .proxyRefused(let proxy, let status) as SignInFailure where !proxy.isEmpty:
      return proxyText(proxy: proxy, status: status, strings)
    case let failure?:
      let key = failure.messageKey
      if strings.catalog[key] != nil { return strings.string(key) }
      return strings.string("error.request_failed_key", .string(key))
    }
  }

  /// Any error in words: a typed failure's text, else "unexpected error (Type)" — never the
  /// error's own description, which may quote a server.
  ///
  /// ```swift
  /// FailureMessages.text(forError: CocoaError(.fileNoSuchFile), strings) // "unexpected error (CocoaError)"
  /// ```
  package static func text(forError error: any Error, _ strings: Localizer) -> String {
    if let failure = error as? any UserFacingFailure { return text(for: failure, strings) }
    return strings.string("cli.error.unexpected", .string("\(type(of: error))"))
  }

  /// The next step a command line can offer after a failure (the interactive app shows its own
  /// buttons instead): a new link after a spent or mistyped one.
  ///
  /// ```swift
  /// FailureMessages.commandHint(for: SignInFailure.linkUsed) // "chatterbox login --email <address>"
  /// ```
  package static func commandHint(for failure: any UserFacingFailure) -> String? {
    switch failure as? SignInFailure {
    case .linkExpired, .linkUsed, .linkInvalid, .codeInvalid: "chatterbox login --email <address>"
    default: nil
    }
  }
}
