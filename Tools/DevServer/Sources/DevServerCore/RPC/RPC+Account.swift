/// Account, configuration and profile functions.
extension RPCEndpoint {
  private struct Me: Encodable {
    let account: Account
    let activeProfile: Profile?

    enum CodingKeys: String, CodingKey {
      case account
      case activeProfile = "active_profile"
    }

    /// Explicit so `active_profile` is `null` rather than missing.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(account, forKey: .account)
      try container.encode(activeProfile, forKey: .activeProfile)
    }
  }

  private struct LanguageInput: Decodable {
    let languageCode: String

    enum CodingKeys: String, CodingKey {
      case languageCode = "language_code"
    }
  }

  static func accountEndpoints(_ services: ServerServices) -> [RPCEndpoint] {
    [
      RPCEndpoint("me", access: .authenticated) { call, transaction in
        let caller = try call.requireCaller()
        let accounts = AccountStore(transaction)
        guard let account = try await accounts.account(id: caller.accountID) else {
          throw APIError.unauthorized("The account no longer exists.")
        }
        var profile: Profile?
        if let profileID = try await accounts.activeProfileID(accountID: caller.accountID) {
          profile = try await ProfileStore(transaction).profile(id: profileID, ownedBy: caller.accountID)
        }
        return try .ok(Me(account: account, activeProfile: profile))
      },
      RPCEndpoint("app_config", access: .anonymous) { _, transaction in
        let catalog = CatalogStore(transaction)
        return try .ok(
          AppConfig(
            supportedLanguages: try await catalog.languages(),
            featureFlags: try await catalog.featureFlags(),
            minClientVersion: ServerLimits.minClientVersion,
            upload: .init(
              maxBytes: services.configuration.maxUploadBytes,
              contentTypes: ServerLimits.uploadContentTypes)))
      },
      RPCEndpoint("set_active_profile", access: .authenticated, idempotent: true) { call, transaction in
        let caller = try call.requireCaller()
        let code = try call.decode(LanguageInput.self).languageCode
        guard try await CatalogStore(transaction).languageExists(code) else {
          throw APIError.unsupportedLanguage
        }
        let profile = try await ProfileStore(transaction).findOrCreate(
          accountID: caller.accountID, languageCode: code, now: services.now)
        try await AccountStore(transaction).setActiveProfile(accountID: caller.accountID, profileID: profile.id)
        return try .ok(profile)
      },
    ]
  }
}
