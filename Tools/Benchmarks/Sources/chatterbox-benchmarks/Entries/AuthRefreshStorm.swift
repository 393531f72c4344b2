import BenchmarkHarness
import Foundation
import Networking
import Observability
import Session
import Storage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// 1,000 concurrent callers hit an authenticated endpoint whose access token the server has just
/// stopped accepting: every caller gets a 401, and the production path (`APIClient`'s
/// `RefreshCoordinator` plus the Session module's `SessionController` as the
/// `AuthorizationProvider`) must refresh **once** and replay every request with the new token.
///
/// Subject, per round: sign in with a token the stub server rejects (it accepts only the token the
/// next refresh hands out), then time the storm, from the first `send` to the last answer. The
/// refresh is a real `refresh_session` RPC through a second `APIClient` (no provider), over the
/// same transport, as the CLI wires it. Baseline, per round: sign in with a token the server
/// accepts, then the same 1,000 concurrent calls (no 401, no refresh).
///
/// The transport is real TCP to ``LoopbackHTTPServer`` with a handler (the CLI's session settings:
/// ephemeral, no `URLCache`, at most 6 connections per host): answers arrive asynchronously on the
/// server's threads, so the storm is really concurrent. (A `URLProtocol` stub answering from
/// another thread crashes FoundationNetworking under 1,000 concurrent tasks: its task registry is
/// read off its work queue in `urlProtocolDidFinishLoading`.) The server counts `refresh_session`
/// calls and the refresh tokens presented;
/// any storm with a refresh count other than 1 is a violated invariant (❌, exit 1), and a refresh
/// token presented twice is called out because a real server revokes the whole token family on
/// reuse (the learner would be signed out).
struct AuthRefreshStorm: Benchmark {
  let id = "401-storm"
  let name = "401 storm: 1,000 concurrent callers, token rejected once"
  let baselineName = "1,000 concurrent calls, valid token (no refresh)"
  var summary: String {
    "1,000 concurrent APIClient.send calls through the real SessionController whose token the server rejects once "
      + "(one refresh_session, 1,000 replays) vs the same 1,000 calls with a valid token; time per storm, refreshes counted."
  }

  static let callers = 1_000

  /// One storm per round; a storm takes ~0.1–0.5 s, so a round needs no more.
  func iterations(for mode: RunMode) -> Int { 1 }

  func makeFixture() async throws -> any BenchmarkFixture {
    try await StormFixture.make(callers: Self.callers)
  }
}

/// The stub server's state: which access token it accepts, what the next refresh returns, and
/// what it has seen.
private struct TokenServerState: Sendable {
  var acceptedToken = ""
  var nextAccessToken = ""
  var nextRefreshToken = ""
  var refreshCalls = 0
  var refreshTokensPresented: [String] = []
  var unauthorized = 0
  var succeeded = 0
}

private final class StormFixture: BenchmarkFixture {
  let callers: Int
  let session: URLSession
  let http: LoopbackHTTPServer
  let server: LockedValue<TokenServerState>
  let controller: SessionController
  let client: APIClient
  let endpoint = Endpoint<StormProfileDTO>.rpc("get_profile", isIdempotent: true)
  let user = SessionUser(id: "u_storm", email: "ana@example.com")
  /// Per subject storm: refreshes, 401s answered, refresh tokens presented more than once.
  let storms = LockedValue<[(refreshes: Int, unauthorized: Int, reusedRefreshTokens: Int)]>([])
  let round = LockedValue(0)

  private init(
    callers: Int, session: URLSession, http: LoopbackHTTPServer, server: LockedValue<TokenServerState>,
    controller: SessionController, client: APIClient
  ) {
    self.callers = callers
    self.session = session
    self.http = http
    self.server = server
    self.controller = controller
    self.client = client
  }

  static func make(callers: Int) async throws -> StormFixture {
    let server = LockedValue(TokenServerState())
    let http = try LoopbackHTTPServer { request in Self.answer(request, server: server) }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil  // as the CLI's sessions
    let session = URLSession(configuration: configuration)
    let environment = APIEnvironment(name: .development, baseURL: http.baseURL)
    // As in the CLI: refresh goes through a client without a provider.
    let tokenClient = APIClient(configuration: APIClientConfiguration(environment: environment, session: session))
    let refreshClient = TokenRefreshClient(
      refresh: { refreshToken throws(NetworkError) in
        let endpoint = try Endpoint<StormSessionDTO>.rpc(
          "refresh_session", body: ["refresh_token": refreshToken], requiresAuth: false)
        return try await tokenClient.send(endpoint).session(receivedAt: Date())
      },
      logout: { _ throws(NetworkError) in })
    let controller = SessionController(
      client: refreshClient, store: InMemorySecureStore(),
      logger: Logger(category: .session, handler: DropBelowWarningHandler()))
    let client = APIClient(
      configuration: APIClientConfiguration(environment: environment, session: session, authorization: controller))
    let fixture = StormFixture(
      callers: callers, session: session, http: http, server: server, controller: controller, client: client)

    // Checked before anything is timed: one call with a valid token, one that needs a refresh.
    do {
      try await fixture.prepare(rejectingFirstToken: false)
      try StormProfileDTO.check(try await client.send(fixture.endpoint))
      try await fixture.prepare(rejectingFirstToken: true)
      try StormProfileDTO.check(try await client.send(fixture.endpoint))
      guard server.value.refreshCalls == 1, server.value.unauthorized == 1 else {
        throw FixtureError("one rejected call should give one 401 and one refresh, got \(server.value)")
      }
    } catch {
      await fixture.tearDown()
      throw error
    }
    return fixture
  }

  /// Signs in afresh (a new session generation, so no earlier refresh can be joined or replayed)
  /// with a token the server accepts, or with one it rejects until the next refresh.
  func prepare(rejectingFirstToken: Bool) async throws {
    let number = round.withLock { value -> Int in
      value += 1
      return value
    }
    let first = "at-\(number)-first"
    let refreshed = "at-\(number)-refreshed"
    server.withLock { state in
      state = TokenServerState()
      state.acceptedToken = rejectingFirstToken ? refreshed : first
      state.nextAccessToken = refreshed
      state.nextRefreshToken = "rt-\(number)-rotated"
    }
    await controller.signIn(
      AuthenticatedSession(
        tokens: SessionTokens(
          accessToken: first, refreshToken: "rt-\(number)", expiresAt: Date().addingTimeInterval(900)),
        user: user))
  }

  /// Fires `callers` concurrent sends and waits for every answer; returns the seconds it took.
  func storm() async throws -> Double {
    let client = self.client
    let endpoint = self.endpoint
    let callers = self.callers
    return try await Stopwatch.seconds {
      try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<callers {
          group.addTask { try await client.send(endpoint).streakDays }
        }
        for try await streak in group where streak != 3 {
          throw FixtureError("a caller decoded \(streak) instead of the fixture's streak")
        }
      }
    }
  }

  func baseline(iterations: Int) async throws -> Double {
    var total = 0.0
    for _ in 0..<iterations {
      try await prepare(rejectingFirstToken: false)
      total += try await storm()
      let state = server.value
      guard state.refreshCalls == 0, state.unauthorized == 0, state.succeeded == callers else {
        throw FixtureError("the valid-token storm saw \(state.unauthorized) 401s and \(state.refreshCalls) refreshes")
      }
    }
    return total / Double(iterations)
  }

  func subject(iterations: Int) async throws -> Double {
    var total = 0.0
    for _ in 0..<iterations {
      try await prepare(rejectingFirstToken: true)
      total += try await storm()
      let state = server.value
      guard state.succeeded == callers else {
        throw FixtureError("\(state.succeeded) of \(callers) callers got a 200")
      }
      let reused = Dictionary(grouping: state.refreshTokensPresented, by: { $0 }).values.filter { $0.count > 1 }.count
      storms.withLock { $0.append((state.refreshCalls, state.unauthorized, reused)) }
    }
    return total / Double(iterations)
  }

  func findings() async -> Findings {
    let all = storms.value
    guard !all.isEmpty else { return Findings() }
    let refreshes = all.map(\.refreshes)
    let unauthorized = all.map { Double($0.unauthorized) }
    var notes = [
      "refreshes per storm: \(Self.describe(refreshes)) over \(all.count) storms (warm-up included)",
      "401s per storm: median \(Int(Statistics.median(unauthorized))) (each caller whose first try used the old token)",
    ]
    var violations: [String] = []
    let wrong = refreshes.filter { $0 != 1 }
    if !wrong.isEmpty {
      violations.append(
        "\(wrong.count) of \(all.count) storms made ≠ 1 refresh (max \(refreshes.max() ?? 0); must be 1)")
    }
    let reused = all.map(\.reusedRefreshTokens).reduce(0, +)
    if reused > 0 {
      notes.append(
        "a refresh token was presented more than once in \(all.filter { $0.reusedRefreshTokens > 0 }.count) storms: the real server would revoke the family"
      )
    }
    return Findings(notes: notes, violations: violations)
  }

  func tearDown() async {
    session.invalidateAndCancel()
    http.stop()
  }

  static func describe(_ counts: [Int]) -> String {
    let low = counts.min() ?? 0
    let high = counts.max() ?? 0
    return low == high ? "\(low) in every storm" : "\(low)–\(high)"
  }

  /// The stub server: `refresh_session` rotates, everything else needs the accepted token.
  static func answer(_ request: LoopbackHTTPServer.Request, server: LockedValue<TokenServerState>) -> StubReply {
    let json = ["Content-Type": "application/json"]
    if request.path == "/rpc/refresh_session" {
      let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
      let presented = object?["refresh_token"] as? String ?? "?"
      let (access, refresh) = server.withLock { state -> (String, String) in
        state.refreshCalls += 1
        state.refreshTokensPresented.append(presented)
        return (state.nextAccessToken, state.nextRefreshToken)
      }
      let body =
        #"{"access_token":"\#(access)","refresh_token":"\#(refresh)","expires_in":900,"token_type":"bearer","user":{"id":"u_storm","email":"ana@example.com","flags":[]}}"#
      return StubReply(status: 200, headers: json, body: Data(body.utf8))
    }
    let authorization = request.headers["authorization"] ?? ""
    let accepted = server.withLock { state -> Bool in
      let accepted = authorization == "Bearer \(state.acceptedToken)"
      if accepted { state.succeeded += 1 } else { state.unauthorized += 1 }
      return accepted
    }
    guard accepted else {
      return StubReply(
        status: 401, headers: json,
        body: Data(#"{"code":"token_expired","message":"The access token has expired."}"#.utf8))
    }
    return StubReply(status: 200, headers: json, body: StormProfileDTO.body)
  }
}

/// A small authenticated answer: the storm is about the refresh machinery, not decoding.
struct StormProfileDTO: Decodable, Sendable {
  let profileId: String
  let streakDays: Int

  static let body = Data(#"{"profile_id":"p_storm","streak_days":3}"#.utf8)

  static func check(_ profile: StormProfileDTO) throws {
    guard profile.profileId == "p_storm", profile.streakDays == 3 else {
      throw FixtureError("the storm endpoint did not decode to the fixture's values")
    }
  }
}

/// The API's session grant (`{access_token, refresh_token, expires_in, token_type, user}`), decoded
/// here as the composition root's auth repository does, since Session knows no API types.
struct StormSessionDTO: Decodable, Sendable {
  struct User: Decodable, Sendable {
    let id: String
    let email: String
    let flags: [String]
  }

  let accessToken: String
  let refreshToken: String
  let expiresIn: Int
  let user: User

  func session(receivedAt: Date) -> AuthenticatedSession {
    AuthenticatedSession(
      tokens: SessionTokens(
        accessToken: accessToken, refreshToken: refreshToken,
        expiresAt: receivedAt.addingTimeInterval(TimeInterval(expiresIn))),
      user: SessionUser(id: user.id, email: user.email, flags: user.flags))
  }
}
