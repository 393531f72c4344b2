import Networking

extension NetworkError {
  /// Whether a failed refresh says nothing about the refresh token, so no classifier may end the
  /// session over it: the request never got a verdict (offline, timeout, cancelled) or the server
  /// could not give one (429, 5xx). Signing a user out for these would lose their session for a
  /// blip (ADR 0032); the server's reuse grace makes presenting the token again safe (ADR 0009).
  var saysNothingAboutTheRefreshToken: Bool {
    switch kind {
    case .offline, .timeout, .cancelled, .rateLimited: true
    case .server: (status ?? 0) >= 500
    default: false
    }
  }
}
