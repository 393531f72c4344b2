extension NetworkError {
  /// The kind of a ``NetworkError``. Compare with `==` or switch with a `default`: a minor release may
  /// add kinds.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    let code: Code

    /// The kinds; the raw value is the suffix of ``NetworkError/messageKey``.
    enum Code: String, Sendable {
      case offline, timeout, cancelled, unauthorized, forbidden
      case notFound = "not_found"
      case rateLimited = "rate_limited"
      case server, decoding, encoding
      case invalidResponse = "invalid_response"
      case insecureURL = "insecure_url"
      case redirectRefused = "redirect_refused"
      case answerTooLarge = "answer_too_large"
      case untrustedCertificate = "untrusted_certificate"
      case tlsHandshakeFailed = "tls_handshake_failed"
      case identityChanged = "identity_changed"
      case proxyRefused = "proxy_refused"
    }

    /// No connection to the server (no network, DNS failure, connection refused).
    public static let offline = Kind(code: .offline)
    /// The request or the connection timed out.
    public static let timeout = Kind(code: .timeout)
    /// The task was cancelled. Never retried and never a reason to sign out.
    public static let cancelled = Kind(code: .cancelled)
    /// The credentials were rejected and could not be refreshed (on an authenticated endpoint: the
    /// app should sign out), or a sign-in credential was refused (``NetworkError/serverCode`` says why).
    public static let unauthorized = Kind(code: .unauthorized)
    /// Authenticated but not allowed (403).
    public static let forbidden = Kind(code: .forbidden)
    /// The resource does not exist (404).
    public static let notFound = Kind(code: .notFound)
    /// Too many requests (429); ``NetworkError/retryAfter`` says how long to wait, if the server said.
    public static let rateLimited = Kind(code: .rateLimited)
    /// Any other error status (``NetworkError/status``).
    public static let server = Kind(code: .server)
    /// The body did not decode into the expected type.
    public static let decoding = Kind(code: .decoding)
    /// The request body could not be encoded.
    public static let encoding = Kind(code: .encoding)
    /// The response was not HTTP, or broke the protocol.
    public static let invalidResponse = Kind(code: .invalidResponse)
    /// The URL breaks the transport-security policy.
    public static let insecureURL = Kind(code: .insecureURL)
    /// A redirect was refused (``NetworkError/redirectRefusal``).
    public static let redirectRefused = Kind(code: .redirectRefused)
    /// The answer was longer than the transfer policy allows.
    public static let answerTooLarge = Kind(code: .answerTooLarge)
    /// The server's certificate is not trusted for ``NetworkError/host``.
    public static let untrustedCertificate = Kind(code: .untrustedCertificate)
    /// The TLS handshake with ``NetworkError/host`` failed for another reason.
    public static let tlsHandshakeFailed = Kind(code: .tlsHandshakeFailed)
    /// A token the server issued names another account than the one signed in.
    public static let identityChanged = Kind(code: .identityChanged)
    /// The proxy did not carry the request.
    public static let proxyRefused = Kind(code: .proxyRefused)

    /// The kind's stable name, as in ``NetworkError/messageKey``.
    public var description: String { code.rawValue }
  }
}
