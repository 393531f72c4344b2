import Foundation
import Networking
import Observability
import Storage

extension SessionController {
  /// The single-flight refresh: joins the stored task if there is one, otherwise starts it.
  ///
  /// The task is created and stored before this method first suspends, and the actor runs one
  /// job at a time, so two callers can never both see `refreshTask == nil` and start two.
  func sharedRefresh() async throws(NetworkError) -> String {
    if let refreshTask { return try await Self.value(of: refreshTask) }
    guard let credentials else { throw .unauthorized(code: nil) }
    let started = generation
    let refreshToken = credentials.refreshToken
    broadcaster.publish(.refreshing(credentials.user))
    let task = Task { try await self.performRefresh(using: refreshToken, generation: started) }
    refreshTask = task
    return try await Self.value(of: task)
  }

  /// The body of the shared task: one refresh call, then apply or drop the answer.
  private func performRefresh(using refreshToken: String, generation started: UInt64) async throws(NetworkError)
    -> String
  {
    // Cleared however this ends, but only if it is still ours: after a sign-out or a new
    // sign-in the slot may already hold the next session's refresh.
    defer { if generation == started { refreshTask = nil } }
    let lock = await lockAgainstOtherProcesses()
    defer { lock?.unlock() }
    if lock != nil, let adopted = freshTokenFromAnotherProcess(generation: started) { return adopted }
    let token = lock == nil ? refreshToken : latestStoredRefreshToken(instead: refreshToken, generation: started)
    let outcome: Result<RefreshedSession, NetworkError>
    do {
      outcome = .success(try await client.refresh(token))
    } catch {
      outcome = .failure(error)
    }

    // The generation check: a result for a session that has ended or been replaced is dropped,
    // neither stored nor published (supabase-swift #1371). Waiters get `.cancelled`, which no
    // caller treats as a reason to sign out.
    guard generation == started, let credentials else {
      logger.notice("dropped a refresh result: the session changed while it was in flight")
      throw .cancelled
    }
    switch outcome {
    case .success(let answer) where credentials.isForAnotherAccount(answer):
      // The identity pin (ADR 0043): a front replaying another user's answer must not switch accounts
      // under the queue and the saved copies. Nothing is adopted, stored or sent; the session is kept.
      broadcaster.publish(.signedIn(credentials.user))
      logger.warning("refused a refresh answer issued to another account; the session is kept")
      throw .identityChanged
    case .success(let answer):
      install(credentials.refreshed(by: answer, now: time.now(), lastKnownLifetime: tokenLifetime))
      logger.info(
        "refreshed the session (refresh token \(answer.refreshToken == nil ? "kept" : "rotated", privacy: .public))")
      return answer.accessToken
    case .failure(let error) where client.refusalClassifier.endsSession(error):
      expire(code: error.serverCode)
      throw .unauthorized(code: error.serverCode)
    case .failure(let error):
      // Keep everything: the refresh token is still good, the next call retries.
      broadcaster.publish(.signedIn(credentials.user))
      logger.notice("refresh failed, session kept: \(error.messageKey, privacy: .public)")
      throw error
    }
  }

  /// The cross-process refresh lock, when configured; `nil` also when it could not be had in
  /// time (refreshing anyway beats never refreshing; the server's reuse grace covers the race).
  private func lockAgainstOtherProcesses() async -> FileLock? {
    guard let file = configuration.refreshLockFile else { return nil }
    do {
      if let lock = try await FileLock.lock(file, timeout: configuration.refreshLockTimeout, time: time) { return lock }
      logger.notice("another process kept the refresh lock too long; refreshing anyway")
    } catch {
      logger.notice("no refresh lock (\(String(describing: error), privacy: .public)); refreshing anyway")
    }
    return nil
  }

  /// Another process on this store refreshed while we waited for the lock, and its access token
  /// is still good: take it instead of refreshing again (no request, no rotation).
  private func freshTokenFromAnotherProcess(generation started: UInt64) -> String? {
    guard generation == started, var current = credentials, case .found(let stored) = lookUpStoredSession(),
      stored.user.id == current.user.id, let token = stored.accessToken, token != current.accessToken,
      let expiresAt = stored.expiresAt, !isDue(expiresAt, lifetime: stored.lifetime)
    else { return nil }
    current.refreshToken = stored.refreshToken
    current.accessToken = token
    current.expiresAt = expiresAt
    current.lifetime = stored.lifetime
    credentials = current
    remember(token)
    broadcaster.publish(.signedIn(current.user))
    logger.debug("another process refreshed the session; using its access token")
    return token
  }

  /// The refresh token to present: the stored one when another process rotated it while we
  /// waited for the lock (same user), else ours.
  private func latestStoredRefreshToken(instead ours: String, generation started: UInt64) -> String {
    guard generation == started, case .found(let stored) = lookUpStoredSession(),
      stored.user.id == credentials?.user.id, stored.refreshToken != ours
    else { return ours }
    credentials?.refreshToken = stored.refreshToken
    logger.debug("another process rotated the refresh token; using the stored one")
    return stored.refreshToken
  }

  /// The server refused the refresh token: forget the session and say so. Feature caches are
  /// kept, since the same user usually signs straight back in; a different user's sign-in
  /// cleans them (see ``signIn(_:)``).
  private func expire(code: String?) {
    startNewGeneration()
    clearStoredSession()
    broadcaster.publish(.expired)
    logger.notice("the server refused the refresh token (\(code ?? "no code", privacy: .public)); session expired")
  }

  /// Awaits the shared task. It only ever throws `NetworkError`; anything else would be a
  /// cancellation surfacing as itself.
  static func value(of task: Task<String, any Error>) async throws(NetworkError) -> String {
    do {
      return try await task.value
    } catch let error as NetworkError {
      throw error
    } catch {
      throw .cancelled
    }
  }
}
