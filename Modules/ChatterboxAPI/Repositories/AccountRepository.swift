import NetworkErrors

/// Account, profile and configuration calls. Each throws the client's `NetworkError` (offline,
/// timeout, or the server's refusal with its code).
public protocol AccountRepository: Sendable {
  /// The signed-in account and its active profile.
  func me() async throws(NetworkError) -> Me
  /// Server configuration (public).
  func appConfig() async throws(NetworkError) -> AppConfig
  /// Selects (creating if needed) the profile for a language.
  func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile
}
