/// The authenticated account behind a request, as proven by its access token.
struct Caller: Sendable, Equatable {
  let accountID: String
  /// Token family; `logout` revokes it and refreshes rotate within it.
  let familyID: String
  /// Expiry of the presented access token, for the `X-New-Access-Token` decision.
  let tokenExpiresAt: Int64
}
