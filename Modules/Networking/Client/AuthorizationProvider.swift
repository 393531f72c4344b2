/// Supplies access tokens to the ``APIClient`` and refreshes them. The Session module implements
/// it; tests use a simple actor.
///
/// Guarantees an implementation must give:
/// - ``accessToken()`` returns a token that is valid now (refreshing proactively if it is about to
///   expire), or `nil` when signed out (the client then fails a call that needs a session with
///   `.unauthorized(code: nil)` before sending it);
/// - ``accessTokenWithoutWaiting()``, if implemented, returns only a token ``accessToken()`` would
///   return at that moment without refreshing, and `nil` in every other case (signed out, near
///   expiry, a refresh in flight); the client then asks ``accessToken()``;
/// - ``refreshAccessToken(rejected:)`` performs at most one refresh at a time; a caller whose
///   rejected token was already replaced gets the newer token without another request;
/// - a refresh that completes after sign-out must not resurrect the session;
/// - it throws `NetworkError` values: transport failures (`.offline`, `.timeout`, `.cancelled`) as
///   they are, and `.unauthorized` only when the server refused the refresh token. The client passes a
///   failed refresh's `NetworkError` to its caller unchanged (an unreadable refresh answer stays
///   `.decoding`, not "signed out"); an error of any other type reads `.unauthorized`.
///
/// ```swift
/// actor FixedToken: AuthorizationProvider {
///   func accessToken() async throws -> String? { "abc" }
///   func refreshAccessToken(rejected: String) async throws -> String { throw NetworkError.unauthorized(code: nil) }
///   func adopt(newAccessToken: String) async {}
/// }
/// ```
public protocol AuthorizationProvider: Sendable {
  /// A currently valid access token, or `nil` when there is no session.
  func accessToken() async throws -> String?
  /// The current token when it is valid and not due for refresh, read without suspending (no hop
  /// to an actor); `nil` means "ask ``accessToken()``". The default always answers `nil`.
  func accessTokenWithoutWaiting() -> String?
  /// Called after a 401 for a request sent with `rejected`; returns a fresh token.
  func refreshAccessToken(rejected: String) async throws -> String
  /// Called when a response carries `X-New-Access-Token`.
  func adopt(newAccessToken: String) async
}

extension AuthorizationProvider {
  /// Always `nil`: a provider without a synchronous read is asked ``accessToken()`` for every
  /// request, as before.
  public func accessTokenWithoutWaiting() -> String? { nil }
}
