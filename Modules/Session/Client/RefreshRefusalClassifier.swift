import Networking

/// Decides which failed refresh means the refresh token is dead, so the session ends
/// (``SessionState/expired``, store cleared). The host supplies it with its
/// ``TokenRefreshClient``, because only the host knows how its token server says "no".
///
/// Whatever the classifier says, a failure that is not an answer about the token never ends a
/// session: `.offline`, `.timeout`, `.cancelled`, `429` and any `5xx` keep it (ADR 0032, 0024).
///
/// ```swift
/// // A server that answers a dead token with 403 {"code": "token_revoked"}:
/// let classifier = RefreshRefusalClassifier { error in
///   RefreshRefusalClassifier.standard.isRefusal(error) || error == .forbidden(code: "token_revoked")
/// }
/// ```
public struct RefreshRefusalClassifier: Sendable {
  /// Whether `error`, thrown by ``TokenRefreshClient/refresh``, means the refresh token is dead.
  public var isRefusal: @Sendable (_ error: NetworkError) -> Bool

  /// A classifier from a predicate, called once per failed refresh; `true` ends the session, `false`
  /// keeps it for a later retry.
  public init(_ isRefusal: @escaping @Sendable (_ error: NetworkError) -> Bool) {
    self.isRefusal = isRefusal
  }

  /// The default: any `401`, and a `400` whose error code is `invalid_grant` — what an RFC 6749
  /// server answers for a refresh token that is "invalid, expired, revoked, … or was issued to
  /// another client" (§5.2). A `400` with another code (`invalid_request`, `invalid_client`, …)
  /// is a mistake in the request, not a verdict on the token, and keeps the session.
  ///
  /// The code is `NetworkError.serverCode`: give the `APIClient` that calls the token endpoint
  /// `ServerErrorBodyParser.oauth2` so an RFC 6749 error body's `error` member becomes it.
  public static let standard = RefreshRefusalClassifier { error in
    switch error.kind {
    case .unauthorized: true
    case .server: error.status == 400 && error.serverCode == "invalid_grant"
    default: false
    }
  }

  /// Only a `401` ends a session: the rule before this type existed (for a server that
  /// answers every dead refresh token with 401).
  public static let unauthorizedOnly = RefreshRefusalClassifier { error in
    error.kind == .unauthorized
  }

  /// Whether `error` ends the session: the classifier's verdict, except that a failure saying
  /// nothing about the token (`saysNothingAboutTheRefreshToken`) never does.
  func endsSession(_ error: NetworkError) -> Bool {
    !error.saysNothingAboutTheRefreshToken && isRefusal(error)
  }
}
