import Logging

/// Starts, rotates, checks and ends sessions (token families).
struct SessionService {
  let services: ServerServices

  /// Opens a new token family for `accountID`.
  func start(accountID: String, in transaction: Transaction) async throws -> Session {
    let familyID = try await SessionStore(transaction).createFamily(accountID: accountID, now: services.now)
    return try await issue(accountID: accountID, familyID: familyID, in: transaction)
  }

  /// Exchanges a refresh token for a new session in the same family.
  ///
  /// A spent token normally means it leaked or a client misbehaved: the whole family is revoked
  /// (committed) before answering `refresh_token_reused`. The exception is a token spent less than
  /// `refreshReuseInterval` seconds ago in a family that is still live: its owner most likely never
  /// received the answer (lost on the wire, or the process died before storing it), so it gets the
  /// family's current session again, the same refresh token included (ADR 0009).
  func refresh(token: String, in transaction: Transaction) async throws -> Session {
    guard token.utf8.count == 43, token.utf8.allSatisfy(Base64URL.isAlphabet) else {
      throw APIError.refreshTokenInvalid
    }
    let store = SessionStore(transaction)
    guard let record = try await store.refreshToken(hash: SecretHash.of(token)) else {
      throw APIError.refreshTokenInvalid
    }
    let now = services.now
    // Checked before reuse so that no grace can outlive a logout or an earlier reuse.
    guard record.familyRevokedAt == nil else { throw APIError.refreshTokenInvalid }
    if let usedAt = record.usedAt {
      // Logged both ways: the chaos suite counts them, and a revocation is worth explaining.
      if now - usedAt < services.configuration.refreshReuseInterval,
        let current = try await currentToken(after: token, in: store, now: now)
      {
        services.logger.info(
          "refresh_session: token spent \(now - usedAt) s ago repeated; replayed the current session")
        return try await session(
          accountID: record.accountID, familyID: record.familyID, refreshToken: current, in: transaction)
      }
      services.logger.notice("refresh_session: token spent \(now - usedAt) s ago reused; family revoked")
      try await store.revokeFamily(id: record.familyID, now: now)
      throw CommitThenFail(error: .refreshTokenReused)
    }
    guard now < record.expiresAt else { throw APIError.refreshTokenExpired }
    try await store.markUsed(hash: SecretHash.of(token), now: now)
    return try await issue(
      accountID: record.accountID, familyID: record.familyID, refreshToken: services.refreshSuccessor.of(token),
      in: transaction)
  }

  /// The family's live refresh token, found by following successors from `token`; `nil` when the
  /// chain breaks (a token issued before successors were derived) or is implausibly long.
  private func currentToken(after token: String, in store: SessionStore, now: Int64) async throws -> String? {
    var candidate = token
    for _ in 0..<ServerLimits.maxRefreshChainWalk {
      candidate = services.refreshSuccessor.of(candidate)
      guard let record = try await store.refreshToken(hash: SecretHash.of(candidate)) else { return nil }
      if record.usedAt == nil { return now < record.expiresAt ? candidate : nil }
    }
    return nil
  }

  /// Verifies `Authorization: Bearer <token>` and that its family is still active.
  func authenticate(authorization: String?, in transaction: Transaction) async throws -> Caller {
    guard let authorization, authorization.count > 7, authorization.prefix(7).lowercased() == "bearer " else {
      throw APIError.unauthorized("A bearer access token is required.")
    }
    let claims: AccessTokenClaims
    do {
      claims = try services.accessTokens.verify(String(authorization.dropFirst(7)))
    } catch {
      throw APIError.unauthorized()
    }
    guard services.now < claims.exp else { throw APIError.tokenExpired }
    guard try await SessionStore(transaction).isActive(familyID: claims.sid, accountID: claims.sub) else {
      throw APIError.unauthorized("The session has ended; sign in again.")
    }
    return Caller(accountID: claims.sub, familyID: claims.sid, tokenExpiresAt: claims.exp)
  }

  /// A fresh access token when the presented one expires within the renewal window.
  func renewedAccessToken(for caller: Caller) throws -> String? {
    let now = services.now
    guard caller.tokenExpiresAt - now <= ServerLimits.accessTokenRenewalWindow else { return nil }
    return try services.accessTokens.sign(
      AccessTokenClaims(
        sub: caller.accountID, sid: caller.familyID, iat: now, exp: now + services.configuration.accessTokenTTL))
  }

  /// Revokes the caller's family (`logout`).
  func end(_ caller: Caller, in transaction: Transaction) async throws {
    try await SessionStore(transaction).revokeFamily(id: caller.familyID, now: services.now)
  }

  private func issue(
    accountID: String, familyID: String, refreshToken: String = SecureRandom.token(), in transaction: Transaction
  ) async throws -> Session {
    let now = services.now
    try await SessionStore(transaction).insertRefreshToken(
      hash: SecretHash.of(refreshToken), familyID: familyID, now: now,
      expiresAt: now + services.configuration.refreshTokenTTL)
    return try await session(accountID: accountID, familyID: familyID, refreshToken: refreshToken, in: transaction)
  }

  /// A fresh access token around an existing refresh token.
  private func session(
    accountID: String, familyID: String, refreshToken: String, in transaction: Transaction
  ) async throws -> Session {
    let now = services.now
    let ttl = services.configuration.accessTokenTTL
    let accessToken = try services.accessTokens.sign(
      AccessTokenClaims(sub: accountID, sid: familyID, iat: now, exp: now + ttl))
    guard let account = try await AccountStore(transaction).account(id: accountID) else {
      throw APIError.unauthorized("The account no longer exists.")
    }
    return Session(
      accessToken: accessToken, refreshToken: refreshToken, expiresIn: ttl, tokenType: "bearer", user: account)
  }
}
