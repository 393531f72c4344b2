import ChatterboxAPI
import Networking

/// Typed endpoints for the sign-in functions of the contract (`docs/api/openapi.yaml`).
enum AuthEndpoints {
  static func requestMagicLink(email: String) throws(NetworkError) -> Endpoint<MagicLinkReplyDTO> {
    // A key per attempt, so a retried request is not counted twice against the rate limit.
    try .rpc("request_magic_link", body: EmailBody(email: email), requiresAuth: false, idempotencyKey: .automatic)
  }

  static func verifyOTP(email: String, code: String) throws(NetworkError) -> Endpoint<SessionDTO> {
    try .rpc("verify_otp", body: OTPBody(email: email, code: code), requiresAuth: false)
  }

  static func loginWithMagicToken(_ token: String) throws(NetworkError) -> Endpoint<SessionDTO> {
    try .rpc("login_with_magic_token", body: TokenBody(token: token), requiresAuth: false)
  }

  static func refreshSession(refreshToken: String) throws(NetworkError) -> Endpoint<SessionDTO> {
    // Retried like a read: for 30 s after a rotation the server answers the same token with the
    // same session (ADR 0009), so a repeat after a lost answer is a replay, not a reuse. The
    // default policy's retries (backoff ≤ 1.2 s, Retry-After ≤ 10 s) stay inside that window.
    try .rpc("refresh_session", body: RefreshBody(refreshToken: refreshToken), isIdempotent: true, requiresAuth: false)
  }

  static func logout(accessToken: String) -> Endpoint<EmptyResponse> {
    var endpoint: Endpoint<EmptyResponse> = .rpc("logout", requiresAuth: false)
    endpoint.headers["Authorization"] = "Bearer \(accessToken)"
    endpoint.retryPolicy = .never
    return endpoint
  }
}
