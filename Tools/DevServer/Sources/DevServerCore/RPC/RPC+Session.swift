/// Sign-in and session functions.
extension RPCEndpoint {
  private struct EmailInput: Decodable {
    let email: String
  }

  private struct OTPInput: Decodable {
    let email: String
    let code: String
  }

  private struct TokenInput: Decodable {
    let token: String
  }

  private struct RefreshInput: Decodable {
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
      case refreshToken = "refresh_token"
    }
  }

  private struct MagicLinkSent: Encodable {
    let cooldownSeconds: Int64

    enum CodingKeys: String, CodingKey {
      case cooldownSeconds = "cooldown_seconds"
    }
  }

  static func sessionEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    let links = MagicLinkService(services: services)
    let sessions = SessionService(services: services)

    /// Both login paths end the same way: find or create the account, open a session.
    @Sendable func signIn(email: String, in transaction: Transaction) async throws -> RPCReply {
      let accountID = try await AccountStore(transaction).findOrCreate(email: email, now: services.now)
      return try .ok(try await sessions.start(accountID: accountID, in: transaction))
    }

    return [
      RPCEndpoint("request_magic_link", access: .anonymous, idempotent: true) { call, transaction in
        let email = try FieldValidation.email(try call.decode(EmailInput.self).email)
        let message = try await links.request(email: email, clientIP: call.clientIP, in: transaction)
        try await services.outbox.store(message, in: transaction)
        var reply = try RPCReply.json(
          .accepted, MagicLinkSent(cooldownSeconds: services.configuration.magicLinkCooldown))
        reply.afterCommit = { services.outbox.deliver(message) }
        return reply
      },
      RPCEndpoint("verify_otp", access: .anonymous) { call, transaction in
        let input = try call.decode(OTPInput.self)
        let email = try FieldValidation.email(input.email)
        guard input.code.utf8.count == 6, input.code.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
          throw APIError.invalidField("code", "must be 6 digits")
        }
        let verified = try await links.redeem(code: input.code, email: email, in: transaction)
        return try await signIn(email: verified, in: transaction)
      },
      RPCEndpoint("login_with_magic_token", access: .anonymous) { call, transaction in
        let email = try await links.redeem(token: try call.decode(TokenInput.self).token, in: transaction)
        return try await signIn(email: email, in: transaction)
      },
      RPCEndpoint("refresh_session", access: .anonymous) { call, transaction in
        let token = try call.decode(RefreshInput.self).refreshToken
        return try .ok(try await sessions.refresh(token: token, in: transaction))
      },
      RPCEndpoint("logout", access: .authenticated) { call, transaction in
        try await sessions.end(try call.requireCaller(), in: transaction)
        var reply = RPCReply.noContent
        reply.offersTokenRenewal = false
        return reply
      },
    ]
  }
}
