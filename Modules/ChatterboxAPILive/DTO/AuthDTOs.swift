import ChatterboxAPI

/// Wire shapes for the auth functions; mapped to domain types right after decoding so no
/// feature ever sees a DTO.
struct SessionDTO: Decodable, Sendable {
  let accessToken: String
  let refreshToken: String
  let expiresIn: Int
  let tokenType: String
  let user: AccountDTO

  var domain: AuthGrant {
    AuthGrant(accessToken: accessToken, refreshToken: refreshToken, expiresIn: expiresIn, account: user.domain)
  }
}

struct AccountDTO: Decodable, Sendable {
  let id: String
  let email: String
  let flags: [String]?

  var domain: Account { Account(id: id, email: email, flags: flags ?? []) }
}

struct MagicLinkReplyDTO: Decodable, Sendable {
  let cooldownSeconds: Int
}

struct EmailBody: Encodable { let email: String }
struct OTPBody: Encodable {
  let email: String
  let code: String
}
struct TokenBody: Encodable { let token: String }
struct RefreshBody: Encodable { let refreshToken: String }
