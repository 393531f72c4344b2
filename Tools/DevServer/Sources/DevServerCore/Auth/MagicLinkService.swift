import Crypto
import Foundation

/// Issues sign-in links with their one-time codes and redeems either of them.
struct MagicLinkService {
  let services: ServerServices

  /// Applies the rate limits, stores a new link and returns the message to deliver after commit.
  func request(email: String, clientIP: String, in transaction: Transaction) async throws -> OutboxMessage {
    let now = services.now
    let store = MagicLinkStore(transaction)
    // Counting earlier requests and logging this one must not interleave with another request for the same
    // email, in any process: touching its row first makes two such transactions conflict (the later is rerun).
    // Not done per IP: every learner behind one address (all local clients, a proxy) would contend for one
    // row; the per-IP limit can therefore be overshot by requests running at the same moment (ADR 0023).
    try await store.claimRateLimitKeys(["email:" + email], now: now)
    try await enforceLimits(email: email, clientIP: clientIP, now: now, store: store)

    let token = SecureRandom.token()
    let code = SecureRandom.sixDigitCode()
    let tokenHash = SecretHash.of(token)
    let expiresAt = now + services.configuration.magicLinkTTL
    _ = try await store.insert(
      tokenHash: tokenHash, codeMAC: codeMAC(code, tokenHash: tokenHash), email: email, now: now,
      expiresAt: expiresAt)
    try await store.recordRequest(email: email, clientIP: clientIP, now: now)

    let link = services.linkBase + "/auth/magic?token=" + token
    let minutes = services.configuration.magicLinkTTL / 60
    return OutboxMessage(
      to: email, subject: "Your Chatterbox sign-in link",
      body:
        "Tap to sign in: \(link)\n\nOr enter this code in the app: \(code)\n\nThe link and code expire in \(minutes) minutes.",
      link: link, code: code, createdAt: Date(unixSeconds: now))
  }

  /// Redeems a link token, returning the email it was sent to.
  func redeem(token: String, in transaction: Transaction) async throws -> String {
    guard token.utf8.count == 43, token.utf8.allSatisfy(Base64URL.isAlphabet) else { throw APIError.magicLinkInvalid }
    let store = MagicLinkStore(transaction)
    guard let link = try await store.link(tokenHash: SecretHash.of(token)) else { throw APIError.magicLinkInvalid }
    let now = services.now
    guard link.usedAt == nil else { throw APIError.magicLinkUsed }
    guard now < link.expiresAt else { throw APIError.magicLinkExpired }
    try await store.markUsed(id: link.id, now: now)
    return link.email
  }

  /// Redeems the one-time code of the latest link sent to `email`.
  ///
  /// A wrong code is counted and committed even though the call fails; the fifth wrong code
  /// burns the link (code and token) so six digits cannot be brute-forced.
  func redeem(code: String, email: String, in transaction: Transaction) async throws -> String {
    let store = MagicLinkStore(transaction)
    guard let link = try await store.latestLink(email: email),
      link.failedAttempts < ServerLimits.maxOTPAttempts
    else { throw APIError.otpInvalid }
    let now = services.now
    guard link.usedAt == nil else { throw APIError.magicLinkUsed }
    guard now < link.expiresAt else { throw APIError.magicLinkExpired }
    let expected = Array(link.codeMAC.utf8)
    guard ConstantTime.equals(Array(codeMAC(code, tokenHash: link.tokenHash).utf8), expected) else {
      let attempts = try await store.recordFailedAttempt(id: link.id)
      if attempts >= ServerLimits.maxOTPAttempts {
        try await store.markUsed(id: link.id, now: now)
      }
      throw CommitThenFail(error: .otpInvalid)
    }
    try await store.markUsed(id: link.id, now: now)
    return link.email
  }

  /// 429 when the email (or, unless in dev mode, the IP) used up its hourly allowance, or the email is in its resend cooldown.
  private func enforceLimits(email: String, clientIP: String, now: Int64, store: MagicLinkStore) async throws {
    let hour: Int64 = 60 * 60
    let limit = services.configuration.magicLinkRequestsPerHour
    let byEmail = try await store.requestTimes(email: email, since: now - hour)
    let byIP =
      services.configuration.magicLinkLimitsClientIP
      ? try await store.requestTimes(clientIP: clientIP, since: now - hour) : []
    for times in [byEmail, byIP] where times.count >= limit {
      // Allowed again once enough of the window's requests have aged out of it.
      let reopensAt = times[times.count - limit] + hour
      throw APIError.rateLimited(retryAfter: Int(reopensAt - now))
    }
    if let last = byEmail.last, now - last < services.configuration.magicLinkCooldown {
      throw APIError.cooldown(retryAfter: Int(last + services.configuration.magicLinkCooldown - now))
    }
  }

  /// Hex HMAC binding a code to its link, so a stored MAC reveals nothing and fits only one link.
  private func codeMAC(_ code: String, tokenHash: String) -> String {
    Hex.encode(
      HMAC<SHA256>.authenticationCode(for: Data("\(tokenHash):\(code)".utf8), using: services.oneTimeCodeKey.key))
  }
}
