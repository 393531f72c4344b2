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
    /// Presenting an already-used token means it leaked or a client misbehaved: the whole
    /// family is revoked (committed) before answering `refresh_token_reused`.
    func refresh(token: String, in transaction: Transaction) async throws -> Session {
        guard token.utf8.count == 43, token.utf8.allSatisfy(Base64URL.isAlphabet) else {
            throw APIError.refreshTokenInvalid
        }
        let store = SessionStore(transaction)
        let hash = SecretHash.of(token)
        guard let record = try await store.refreshToken(hash: hash) else { throw APIError.refreshTokenInvalid }
        let now = services.now
        if record.usedAt != nil {
            try await store.revokeFamily(id: record.familyID, now: now)
            throw CommitThenFail(error: .refreshTokenReused)
        }
        guard record.familyRevokedAt == nil else { throw APIError.refreshTokenInvalid }
        guard now < record.expiresAt else { throw APIError.refreshTokenExpired }
        try await store.markUsed(hash: hash, now: now)
        return try await issue(accountID: record.accountID, familyID: record.familyID, in: transaction)
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

    private func issue(accountID: String, familyID: String, in transaction: Transaction) async throws -> Session {
        let now = services.now
        let refreshToken = SecureRandom.token()
        try await SessionStore(transaction).insertRefreshToken(
            hash: SecretHash.of(refreshToken), familyID: familyID, now: now,
            expiresAt: now + services.configuration.refreshTokenTTL)
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
