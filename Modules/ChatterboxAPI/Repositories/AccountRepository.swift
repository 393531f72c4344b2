import Networking

/// Account, profile and configuration calls.
public protocol AccountRepository: Sendable {
  /// The signed-in account and its active profile.
  func me() async throws(NetworkError) -> Me
  /// Server configuration (public).
  func appConfig() async throws(NetworkError) -> AppConfig
  /// Selects (creating if needed) the profile for a language.
  func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile
}

/// ``AccountRepository`` over the `APIClient`.
public struct LiveAccountRepository: AccountRepository {
  private let client: APIClient

  /// Creates the repository.
  public init(client: APIClient) { self.client = client }

  public func me() async throws(NetworkError) -> Me { try await client.send(AccountEndpoints.me).domain }

  public func appConfig() async throws(NetworkError) -> AppConfig {
    try await client.send(AccountEndpoints.appConfig).domain
  }

  public func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    try await client.send(try AccountEndpoints.setActiveProfile(languageCode: languageCode)).domain
  }
}
