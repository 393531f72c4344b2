import Foundation

/// Every way an API call can fail, typed so features can react (sign out on `.unauthorized`, wait
/// on `.offline`, show a countdown on `.rateLimited`). Each case has a stable ``messageKey`` for
/// localized UI text; ``debugDescription`` adds detail for logs and never reaches users.
public enum NetworkError: Error, Sendable, Equatable {
  /// No connection to the server (no network, DNS failure, connection refused).
  case offline
  /// The request or the connection timed out.
  case timeout
  /// The task was cancelled. Never retried and never a reason to sign out.
  case cancelled
  /// The credentials were rejected and could not be refreshed (on an authenticated endpoint: the
  /// app should sign out), or a sign-in credential was refused (`code` says why, for example
  /// `magic_link_expired`).
  case unauthorized(code: String?)
  /// Authenticated but not allowed (403).
  case forbidden(code: String?)
  /// The resource does not exist (404).
  case notFound
  /// Too many requests (429); try again after `retryAfter` seconds, if the server said. `code` is the
  /// server's machine-readable reason when its body had one (`cooldown` for a resend asked too soon,
  /// `rate_limited` for an allowance used up), so a feature can word the two differently.
  case rateLimited(retryAfter: TimeInterval?, code: String? = nil)
  /// Any other error status, with the server's `{code, message}` when it sent one.
  case server(status: Int, code: String?, message: String?)
  /// The body did not decode into the expected type. `details` holds the decoder's reason and the
  /// first 512 bytes of the body, for logs only.
  case decoding(details: String)
  /// The request body could not be encoded.
  case encoding(details: String)
  /// The response was not HTTP, or was malformed.
  case invalidResponse
  /// The URL breaks the transport-security policy (plain http to a non-loopback host, or not http(s)).
  case insecureURL(String)
  /// The server answered with a redirect that ``RedirectPolicy`` refuses (another origin, a method
  /// change, a loop). Nothing was sent to the destination.
  case redirectRefused(RedirectRefusal)
  /// The answer was longer than ``TransferPolicy/maximumAnswerBytes`` (counted after decompression).
  /// The transfer was stopped there and nothing of it was kept or cached.
  case answerTooLarge(limit: Int)
  /// The server's certificate is not trusted for `host` (unknown authority, expired, wrong name).
  /// Not a connectivity problem: retrying will not help; trusting the authority
  /// (``TransferPolicy/additionalTrustedCertificates``) or fixing the server will.
  case untrustedCertificate(host: String)
  /// The TLS handshake with `host` failed for another reason (no shared protocol or cipher, a
  /// broken or plain-text peer, an unreadable CA file).
  case tlsHandshakeFailed(host: String)
  /// A token the server issued names another account than the one signed in (a refresh answer or a
  /// renewed token whose subject, or whose `user`, is someone else: a caching front replaying another
  /// user's answer does this). It was refused: nothing was adopted, nothing sent with it, and the
  /// session is kept as it was. Not a reason to sign out; retrying later may succeed.
  case identityChanged
  /// The proxy at `proxy` (its address without credentials) did not carry the request: it could not be
  /// reached (`status` `nil`), or answered `CONNECT` with `status` (407: it wants credentials). Nothing
  /// reached the server.
  case proxyRefused(proxy: String, status: Int?)

  /// A stable key for localized, user-facing text.
  public var messageKey: String {
    switch self {
    case .offline: "error.network.offline"
    case .timeout: "error.network.timeout"
    case .cancelled: "error.network.cancelled"
    case .unauthorized: "error.network.unauthorized"
    case .forbidden: "error.network.forbidden"
    case .notFound: "error.network.not_found"
    case .rateLimited: "error.network.rate_limited"
    case .server: "error.network.server"
    case .decoding: "error.network.decoding"
    case .encoding: "error.network.encoding"
    case .invalidResponse: "error.network.invalid_response"
    case .insecureURL: "error.network.insecure_url"
    case .redirectRefused: "error.network.redirect_refused"
    case .answerTooLarge: "error.network.answer_too_large"
    case .untrustedCertificate: "error.network.untrusted_certificate"
    case .tlsHandshakeFailed: "error.network.tls_handshake_failed"
    case .identityChanged: "error.network.identity_changed"
    case .proxyRefused: "error.network.proxy_refused"
    }
  }

  /// The server's machine-readable error code, when there is one.
  public var serverCode: String? {
    switch self {
    case .forbidden(let code), .unauthorized(let code): code
    case .server(_, let code, _), .rateLimited(_, let code): code
    default: nil
    }
  }

  /// The statuses worth sending a retryable request again for: 502, 503 and 504, a gateway or an
  /// overloaded server that a later attempt may find well. The one list: Networking's
  /// `RetryPolicy.retries(status:)` (the client's retry loop) reads it, and so does ``isTransient``,
  /// so "transient" and "retried" cannot mean two things.
  package static let retriedStatuses = 502...504

  /// Whether the failure is about connectivity rather than the request, so waiting may fix it.
  public var isTransient: Bool {
    switch self {
    case .offline, .timeout, .rateLimited: true
    case .server(let status, _, _): Self.retriedStatuses.contains(status)
    default: false
    }
  }
}

extension NetworkError: CustomDebugStringConvertible {
  public var debugDescription: String {
    switch self {
    case .server(let status, let code, let message):
      "server(\(status), code: \(code ?? "nil"), message: \(message ?? "nil"))"
    case .rateLimited(let retryAfter, let code):
      "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "unknown"), code: \(code ?? "nil"))"
    case .decoding(let details): "decoding(\(details))"
    case .encoding(let details): "encoding(\(details))"
    case .forbidden(let code): "forbidden(\(code ?? "nil"))"
    case .unauthorized(let code): "unauthorized(\(code ?? "nil"))"
    case .insecureURL(let reason): "insecureURL(\(reason))"
    case .redirectRefused(let refusal): "redirectRefused(\(refusal))"
    case .answerTooLarge(let limit): "answerTooLarge(limit: \(limit) bytes)"
    case .untrustedCertificate(let host): "untrustedCertificate(\(host))"
    case .tlsHandshakeFailed(let host): "tlsHandshakeFailed(\(host))"
    case .proxyRefused(let proxy, let status): "proxyRefused(\(proxy), status: \(status.map(String.init) ?? "none"))"
    default: "\(messageKey)"
    }
  }
}
