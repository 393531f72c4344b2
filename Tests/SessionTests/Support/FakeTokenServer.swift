import Foundation
import Networking
import Observability
import Session
import TestSupport

/// A fake `refresh_session` / `logout` backend that counts calls and can hold a refresh in
/// flight until the test releases it, so races are staged deterministically instead of with
/// sleeps.
///
/// By default every refresh answers at once with a rotated session: refresh token
/// `refresh-secret-N` becomes `refresh-secret-(N+1)` with a new JWT valid for `lifetime` seconds.
actor FakeTokenServer {
  private(set) var refreshCalls: [String] = []
  private(set) var logoutCalls: [String] = []
  /// Every access token this server issued, for log checks.
  private(set) var issuedAccessTokens: [String] = []

  private let clock: TestClock
  private var lifetime: TimeInterval
  private var holding = false
  private var pending: [CheckedContinuation<Result<AuthenticatedSession, NetworkError>, Never>] = []
  private var pendingWaiters: [CheckedContinuation<Void, Never>] = []
  private var scripted: [Result<AuthenticatedSession, NetworkError>] = []
  private var logoutError: NetworkError?
  private var userOverride: SessionUser?
  /// Whose family each refresh token is (a real server answers a refresh for the token's own account).
  private var owners: [String: SessionUser] = [:]

  init(clock: TestClock, lifetime: TimeInterval = 900) {
    self.clock = clock
    self.lifetime = lifetime
  }

  nonisolated var client: TokenRefreshClient {
    TokenRefreshClient(
      refresh: { refreshToken throws(NetworkError) in try await self.refresh(refreshToken) },
      logout: { accessToken throws(NetworkError) in try await self.logout(accessToken) }
    )
  }

  var refreshCount: Int { refreshCalls.count }

  // MARK: Scripting

  /// From now on, refreshes suspend until ``release(_:)``.
  func holdRefreshes() { holding = true }

  /// Tokens issued from now on live this long.
  func setLifetime(_ seconds: TimeInterval) { lifetime = seconds }

  /// The next refreshes answer these outcomes, in order, before falling back to rotation.
  func script(_ outcomes: Result<AuthenticatedSession, NetworkError>...) { scripted += outcomes }

  func failLogout(with error: NetworkError) { logoutError = error }

  /// Answers refreshes for this user (e.g. updated flags).
  func answerAs(_ user: SessionUser) { userOverride = user }

  /// Records that `refreshToken` was issued to `user` at sign-in: its refreshes answer for that account.
  func issued(_ refreshToken: String, to user: SessionUser) { owners[refreshToken] = user }

  /// Suspends until at least one refresh is held.
  func waitForPendingRefresh() async {
    if !pending.isEmpty { return }
    await withCheckedContinuation { pendingWaiters.append($0) }
  }

  /// Resumes the oldest held refresh with `outcome` (default: the usual rotation).
  func release(_ outcome: Result<AuthenticatedSession, NetworkError>? = nil) {
    guard !pending.isEmpty else { preconditionFailure("no refresh is held") }
    let continuation = pending.removeFirst()
    continuation.resume(returning: outcome ?? rotated(from: refreshCalls.last ?? "refresh-secret-0"))
  }

  /// Resumes every held refresh with the usual rotation, so a test that went wrong fails instead
  /// of hanging on callers nobody will release.
  func releaseAll() {
    while !pending.isEmpty { release() }
  }

  // MARK: Endpoints

  func refresh(_ refreshToken: String) async throws(NetworkError) -> AuthenticatedSession {
    refreshCalls.append(refreshToken)
    let outcome: Result<AuthenticatedSession, NetworkError>
    if holding {
      outcome = await withCheckedContinuation { continuation in
        pending.append(continuation)
        let waiters = pendingWaiters
        pendingWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
      }
    } else if !scripted.isEmpty {
      outcome = scripted.removeFirst()
    } else {
      outcome = rotated(from: refreshToken)
    }
    return try outcome.get()
  }

  func logout(_ accessToken: String) async throws(NetworkError) {
    logoutCalls.append(accessToken)
    if let logoutError { throw logoutError }
  }

  // MARK: Helpers

  /// The session a real server would answer for `refreshToken`.
  func rotated(from refreshToken: String) -> Result<AuthenticatedSession, NetworkError> {
    let number = Int(refreshToken.split(separator: "-").last ?? "") ?? 0
    let user = userOverride ?? owners[refreshToken] ?? Fixtures.ana
    owners["refresh-secret-\(number + 1)"] = user
    let expiresAt = clock.now.addingTimeInterval(lifetime)
    let access = Fixtures.jwt(sub: user.id, exp: expiresAt)
    issuedAccessTokens.append(access)
    return .success(
      Fixtures.session(user, access: access, refresh: "refresh-secret-\(number + 1)", expiresAt: expiresAt))
  }
}
