import Foundation
import Networking
import Session

/// An RFC 6749 §5.1 token answer; the client's default decoder maps snake_case.
struct TokenAnswer: Decodable, Sendable {
  let accessToken: String
  let refreshToken: String?
  let expiresIn: Double?
}

extension LoopbackTokenServer {
  /// A client for the token endpoint (no authorization provider: a refresh carries no bearer),
  /// reading RFC 6749 error bodies.
  var tokenAPI: APIClient {
    APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: "loopback", baseURL: baseURL),
        transportSecurity: TransportSecurityPolicy(allowedHosts: ["127.0.0.1"]), errorBody: .oauth2))
  }

  /// A client for `/resource` that takes its tokens from `session`.
  func resourceAPI(_ session: SessionController) -> APIClient {
    APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: "loopback", baseURL: baseURL), authorization: session,
        transportSecurity: TransportSecurityPolicy(allowedHosts: ["127.0.0.1"]), errorBody: .oauth2))
  }

  /// What a host writes for an OAuth2 server: a form-encoded refresh, an answer without a user.
  func refreshClient(classifier: RefreshRefusalClassifier = .standard) -> TokenRefreshClient {
    let api = tokenAPI
    return TokenRefreshClient(
      refresh: { refreshToken throws(NetworkError) in
        let answer = try await api.send(
          Endpoint<TokenAnswer>.form(
            .post, "/token", body: ["grant_type": "refresh_token", "refresh_token": refreshToken],
            requiresAuth: false))
        return RefreshedSession(
          accessToken: answer.accessToken, refreshToken: answer.refreshToken, expiresIn: answer.expiresIn)
      },
      logout: { _ throws(NetworkError) in },
      refusalClassifier: classifier)
  }

  /// A sign-in with a fresh grant from this server (the user comes from elsewhere, as it would
  /// from an ID token or a profile call).
  func signIn(_ session: SessionController, as user: SessionUser = Fixtures.ana) async {
    let grant = grant()
    await session.signIn(
      AuthenticatedSession(
        tokens: SessionTokens(
          accessToken: grant.access, refreshToken: grant.refresh,
          expiresAt: time.now().addingTimeInterval(grant.expiresIn)),
        user: user))
  }
}
