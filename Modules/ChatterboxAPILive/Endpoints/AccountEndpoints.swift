import ChatterboxAPI
import Networking

/// Typed endpoints for the account and configuration functions.
enum AccountEndpoints {
  static let me: Endpoint<MeDTO> = .rpc("me", isIdempotent: true)
  static let appConfig: Endpoint<AppConfigDTO> = .rpc("app_config", isIdempotent: true, requiresAuth: false)

  static func setActiveProfile(languageCode: String) throws(NetworkError) -> Endpoint<ProfileDTO> {
    // Creating-or-selecting a profile is idempotent on the server for the same language.
    try .rpc("set_active_profile", body: LanguageCodeBody(languageCode: languageCode), isIdempotent: true)
  }
}
