// README:begin
import Foundation
import Session

// An RFC 6749 token endpoint: form-encoded requests, answers without a user,
// and 400 {"error": "invalid_grant"} for a refresh token that is dead.
struct TokenAnswer: Decodable, Sendable {  // the default decoder maps snake_case
  let accessToken: String
  let refreshToken: String?
  let expiresIn: Double?
}

func oauth2TokenClient(server: URL, clientID: String) -> TokenRefreshClient {
  let tokenAPI = APIClient(
    configuration: APIClientConfiguration(
      environment: APIEnvironment(name: "auth", baseURL: server),
      transportSecurity: TransportSecurityPolicy(allowedHosts: [server.host!]),
      errorBody: .oauth2))  // {"error": "invalid_grant"} → .server(status: 400, code: "invalid_grant", …)
  return TokenRefreshClient(
    refresh: { refreshToken throws(NetworkError) in
      let answer = try await tokenAPI.send(
        Endpoint<TokenAnswer>.form(
          .post, "/token",
          body: ["grant_type": "refresh_token", "refresh_token": refreshToken, "client_id": clientID],
          requiresAuth: false))
      // No user in the answer: the one from sign-in is kept. No refresh_token: the current one is.
      return RefreshedSession(
        accessToken: answer.accessToken, refreshToken: answer.refreshToken, expiresIn: answer.expiresIn)
    },
    logout: { _ throws(NetworkError) in },  // or your revocation endpoint (RFC 7009)
    refusalClassifier: .standard)  // a 401, or a 400 invalid_grant, ends the session
}
// README:end

// The rest signs in with the password grant, works through several 2 s tokens, restores in a
// "next process", and ends on invalid_grant. Every step checks itself; a failure exits 1.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  guard !condition else { return }
  print("OAuth2Session: FAILED: \(what())")
  exit(1)
}

struct Stats: Decodable, Sendable {
  let tokenRequests: Int
  let refreshes: Int
  let served: Int
  let refused: Int
}
struct UserInfo: Decodable, Sendable {
  let sub: String
  let email: String
}

let server = try TokenServer(accessTokenLifetime: 2)
defer { server.stop() }
let folder = FileManager.default.temporaryDirectory.appending(path: "oauth2-session-\(UUID().uuidString)")
let lockFile = folder.appendingPathExtension("lock")
defer { for url in [folder, lockFile] { try? FileManager.default.removeItem(at: url) } }

/// A controller as one process of this tool would make it: the same store and, since several
/// processes share it, a refresh lock, so none presents a refresh token another already rotated.
func newProcess() -> SessionController {
  SessionController(
    client: oauth2TokenClient(server: server.baseURL, clientID: "example-tool"),
    store: FileSecureStore(directory: folder), configuration: SessionController.Configuration(refreshLockFile: lockFile)
  )
}
let plain = APIClient(
  configuration: APIClientConfiguration(
    environment: APIEnvironment(name: "auth", baseURL: server.baseURL),
    transportSecurity: TransportSecurityPolicy(allowedHosts: ["127.0.0.1"]), errorBody: .oauth2))
func stats() async throws -> Stats {
  try await plain.send(Endpoint<Stats>(path: "/stats", method: .get, requiresAuth: false))
}

// 1. Sign in (RFC 6749 §4.3): the password has a space, a `+`, a `&` and a `%`, so the form
// encoding must be right for the server to accept it. The user comes from /userinfo.
let grant = try await plain.send(
  Endpoint<TokenAnswer>.form(
    .post, "/token",
    body: ["grant_type": "password", "username": "ada", "password": "correct horse+battery&staple%"],
    requiresAuth: false))
let info = try await plain.send(
  Endpoint<UserInfo>(
    path: "/userinfo", method: .get, headers: ["Authorization": "Bearer \(grant.accessToken)"], requiresAuth: false))
let user = SessionUser(id: info.sub, email: info.email)
require(grant.refreshToken != nil, "the password grant gives a refresh token")
let session = newProcess()
await session.signIn(
  AuthenticatedSession(
    tokens: SessionTokens(
      accessToken: grant.accessToken, refreshToken: grant.refreshToken!, expiresAt: Date() + (grant.expiresIn ?? 0)),
    user: user))

// 2. Three seconds of requests with 2 s tokens: each token is used until 0.4 s before it expires
// (a fifth of its life), then refreshed once for all the requests that need it.
let api = APIClient(
  configuration: APIClientConfiguration(
    environment: APIEnvironment(name: "resources", baseURL: server.baseURL), authorization: session,
    transportSecurity: TransportSecurityPolicy(allowedHosts: ["127.0.0.1"]), errorBody: .oauth2))
struct OK: Decodable, Sendable { let ok: Bool }
let until = Date() + 3
var sent = 0
while Date() < until {
  _ = try await api.send(Endpoint<OK>(path: "/resource", method: .get))
  sent += 1
}
let busy = try await stats()
require(
  busy.refreshes >= 1 && busy.refreshes <= 4, "expected 1–4 refreshes in 3 s of 2 s tokens, got \(busy.refreshes)")
require(busy.served == sent && busy.refused <= 1, "every request served, none (or one in flight) refused: \(busy)")
require(session.currentUser == user, "the user from sign-in is kept through refreshes without one")

// 3. The next process restores the session, user included, from the store alone.
let next = newProcess()
require(await next.restore() == .signedIn(user), "the next process restores the user")

// 4. An administrator revokes every refresh token: the next refresh gets 400 invalid_grant, and
// the session ends — here, in the store, and for the next process. No further refresh is tried.
_ = try await plain.send(Endpoint<EmptyResponse>(path: "/revoke-all", method: .post, requiresAuth: false))
var ended: NetworkError?
for _ in 0..<100 where ended == nil {
  do { _ = try await api.send(Endpoint<OK>(path: "/resource", method: .get)) } catch { ended = error }
  try await Task.sleep(for: .milliseconds(50))
}
require(ended == .unauthorized(code: "invalid_grant"), "the request fails as refused: \(String(describing: ended))")
require(session.currentState == .expired, "the session expired: \(session.currentState)")
let afterRefusal = try await stats().tokenRequests
for _ in 0..<3 { _ = try? await api.send(Endpoint<OK>(path: "/resource", method: .get)) }
require(try await stats().tokenRequests == afterRefusal, "no refresh is tried once the session has ended")
require(await newProcess().restore() == .signedOut, "the next process starts signed out")

print(
  "OAuth2Session: \(sent) requests on 2 s tokens with \(busy.refreshes) refresh(es), user kept and restored; "
    + "400 invalid_grant ended the session (expired, store cleared, next launch signed out)")
