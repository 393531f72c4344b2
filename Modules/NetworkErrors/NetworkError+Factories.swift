import Foundation

// The failures by name, spelled as the enum's cases were (ADR 0064), so `throw .offline` and
// `.server(status:code:message:)` read the same to callers that create them.
extension NetworkError {
  /// No connection to the server (no network, DNS failure, connection refused).
  public static let offline = NetworkError(.offline)
  /// The request or the connection timed out.
  public static let timeout = NetworkError(.timeout)
  /// The task was cancelled. Never retried and never a reason to sign out.
  public static let cancelled = NetworkError(.cancelled)
  /// The resource does not exist (404).
  public static let notFound = NetworkError(.notFound)
  /// The response was not HTTP, or was malformed.
  public static let invalidResponse = NetworkError(.invalidResponse)
  /// A token the server issued names another account than the one signed in (a refresh answer or a
  /// renewed token whose subject, or whose `user`, is someone else: a caching front replaying another
  /// user's answer does this). It was refused: nothing was adopted, nothing sent with it, and the
  /// session is kept as it was. Not a reason to sign out; retrying later may succeed.
  public static let identityChanged = NetworkError(.identityChanged)

  /// The credentials were rejected and could not be refreshed (on an authenticated endpoint: the
  /// app should sign out), or a sign-in credential was refused (`code` says why, for example
  /// `magic_link_expired`).
  public static func unauthorized(code: String?) -> NetworkError { NetworkError(.unauthorized, serverCode: code) }

  /// Authenticated but not allowed (403).
  public static func forbidden(code: String?) -> NetworkError { NetworkError(.forbidden, serverCode: code) }

  /// Too many requests (429); try again after `retryAfter` seconds, if the server said. `code` is the
  /// server's machine-readable reason when its body had one (`cooldown` for a resend asked too soon,
  /// `rate_limited` for an allowance used up), so a feature can word the two differently.
  public static func rateLimited(retryAfter: TimeInterval?, code: String? = nil) -> NetworkError {
    NetworkError(.rateLimited, serverCode: code, retryAfter: retryAfter)
  }

  /// Any other error status, with the server's `{code, message}` when it sent one.
  public static func server(status: Int, code: String?, message: String?) -> NetworkError {
    NetworkError(.server, status: status, serverCode: code, serverMessage: message)
  }

  /// The body did not decode into the expected type. `details` holds the decoder's reason and the
  /// first 512 bytes of the body, for logs only.
  public static func decoding(details: String) -> NetworkError { NetworkError(.decoding, details: details) }

  /// The request body could not be encoded.
  public static func encoding(details: String) -> NetworkError { NetworkError(.encoding, details: details) }

  /// The URL breaks the transport-security policy (plain http to a non-loopback host, or not http(s)).
  public static func insecureURL(_ reason: String) -> NetworkError { NetworkError(.insecureURL, details: reason) }

  /// The server answered with a redirect that `RedirectPolicy` refuses (another origin, a method
  /// change, a loop). Nothing was sent to the destination.
  public static func redirectRefused(_ refusal: RedirectRefusal) -> NetworkError {
    NetworkError(.redirectRefused, redirectRefusal: refusal)
  }

  /// The answer was longer than `TransferPolicy.maximumAnswerBytes` (counted after decompression).
  /// The transfer was stopped there and nothing of it was kept or cached.
  public static func answerTooLarge(limit: Int) -> NetworkError { NetworkError(.answerTooLarge, limit: limit) }

  /// The server's certificate is not trusted for `host` (unknown authority, expired, wrong name).
  /// Not a connectivity problem: retrying will not help; trusting the authority or fixing the server will.
  public static func untrustedCertificate(host: String) -> NetworkError {
    NetworkError(.untrustedCertificate, host: host)
  }

  /// The TLS handshake with `host` failed for another reason (no shared protocol or cipher, a
  /// broken or plain-text peer, an unreadable CA file).
  public static func tlsHandshakeFailed(host: String) -> NetworkError { NetworkError(.tlsHandshakeFailed, host: host) }

  /// The proxy at `proxy` (its address without credentials) did not carry the request: it could not be
  /// reached (`status` `nil`), or answered `CONNECT` with `status` (407: it wants credentials). Nothing
  /// reached the server.
  public static func proxyRefused(proxy: String, status: Int?) -> NetworkError {
    NetworkError(.proxyRefused, status: status, proxy: proxy)
  }
}
